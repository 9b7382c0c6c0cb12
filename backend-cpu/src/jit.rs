//! Compiling kernels to native code and loading them, with two caches.
//!
//! ```text
//!  Signature ──key──► in memory? ──► on disk? ──► generate + LLVM -O3 ──► object file
//!                        │              │                                   │ (saved to disk)
//!                        └──────────────┴──────── LLJIT links it ◄──────────┘
//! ```
//!
//! One LLVM ORC `LLJIT` per process links every kernel's object file; the C math library
//! is resolved from the process. Objects are saved under the user's cache directory
//! (`$SYSTOLE_CACHE_DIR`, or the platform's cache directory + `systole`; `SYSTOLE_CACHE_DIR=off`
//! disables the disk cache), in a folder named after the LLVM version, the host CPU and
//! features, and a hash of the code generator's sources: a second process running the
//! same program links the saved objects and compiles nothing. Every object read back is
//! checked first (`systole_skeletons::cache`): one that fails is deleted and compiled again.
#![expect(
    clippy::expect_used,
    reason = "every kernel is compiled with each entry `Entry::on_cpu` lists, and symbols are made \
              of hexadecimal keys (no NUL byte); no user input reaches these expects"
)]

use std::collections::HashMap;
use std::ffi::{CStr, CString};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Instant;

use inkwell::context::Context;
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::FileType;
use llvm_sys::error::{LLVMErrorRef, LLVMGetErrorMessage};
use llvm_sys::orc2::lljit::{
    LLVMOrcCreateLLJIT, LLVMOrcLLJITAddObjectFile, LLVMOrcLLJITGetGlobalPrefix, LLVMOrcLLJITGetMainJITDylib,
    LLVMOrcLLJITLookup, LLVMOrcLLJITRef,
};
use llvm_sys::orc2::{
    LLVMOrcCreateDynamicLibrarySearchGeneratorForProcess, LLVMOrcJITDylibAddGenerator, LLVMOrcJITDylibRef,
};
use systole_frontend::Error;
use systole_skeletons::cache::{Code, DiskCache, load_or_compile};
use systole_skeletons::effort::{Effort, PiecesFor};
use systole_skeletons::kernel::{CompilePhases, KernelCompile, Source, llvm_version};
use systole_skeletons::kernel::{Entry, EntryFn, symbol};
use systole_skeletons::range;
use systole_skeletons::{Key, Signature};

use crate::target::HostTarget;

/// A kernel's entry points, linked into the process.
pub struct CompiledKernel {
    /// The kernel's structural key.
    pub key: Key,
    entries: Vec<(Entry, EntryFn)>,
}

impl CompiledKernel {
    /// The entry point `entry` (every kernel has the entries [`Entry::on_cpu`] lists).
    pub fn entry(&self, entry: Entry) -> EntryFn {
        self.entries.iter().find(|(e, _)| *e == entry).map(|(_, f)| *f).expect("the kernel has this entry")
    }
}

struct Jit {
    raw: LLVMOrcLLJITRef,
    dylib: LLVMOrcJITDylibRef,
}

// SAFETY: the JIT is only used under the `STATE` mutex.
unsafe impl Send for Jit {}

struct State {
    jit: Jit,
    host: HostTarget,
    loaded: HashMap<Key, Arc<CompiledKernel>>,
    cache: Option<DiskCache>,
}

static STATE: OnceLock<Result<Mutex<State>, String>> = OnceLock::new();

fn backend_error(message: impl Into<String>) -> Error {
    Error::Backend { backend: "cpu", message: message.into() }
}

fn check(e: LLVMErrorRef) -> Result<(), String> {
    if e.is_null() {
        return Ok(());
    }
    // SAFETY: a non-null error is consumed by LLVMGetErrorMessage, which returns an owned C
    // string (leaked here: errors are rare and small).
    unsafe {
        let msg = LLVMGetErrorMessage(e);
        Err(CStr::from_ptr(msg).to_string_lossy().into_owned())
    }
}

fn disk_cache(host: &HostTarget) -> Option<DiskCache> {
    let machine = systole_skeletons::kernel::fnv128(format!("{}|{}", host.cpu, host.features).as_bytes());
    let folder = format!(
        "cpu-llvm{}-{}-{:08x}-{}",
        llvm_version(),
        host.cpu,
        machine as u32,
        env!("SYSTOLE_CODEGEN_HASH")
    );
    DiskCache::open(&folder, "o")
}

fn state() -> Result<&'static Mutex<State>, Error> {
    STATE
        .get_or_init(|| {
            let host = HostTarget::detect()?;
            let mut raw = std::ptr::null_mut();
            // SAFETY: creates a JIT for the host with default settings and a generator that
            // resolves symbols (libm) from the running process.
            let dylib = unsafe {
                check(LLVMOrcCreateLLJIT(&mut raw, std::ptr::null_mut()))?;
                let dylib = LLVMOrcLLJITGetMainJITDylib(raw);
                let mut generator = std::ptr::null_mut();
                check(LLVMOrcCreateDynamicLibrarySearchGeneratorForProcess(
                    &mut generator,
                    LLVMOrcLLJITGetGlobalPrefix(raw),
                    None,
                    std::ptr::null_mut(),
                ))?;
                LLVMOrcJITDylibAddGenerator(dylib, generator);
                dylib
            };
            let cache = disk_cache(&host);
            Ok(Mutex::new(State { jit: Jit { raw, dylib }, host, loaded: HashMap::new(), cache }))
        })
        .as_ref()
        .map_err(|e| backend_error(format!("cannot start LLVM's JIT: {e}")))
}

/// The compiled code of a kernel: from memory, from disk, or compiled now.
pub fn kernel(sig: &Signature) -> Result<(Arc<CompiledKernel>, KernelCompile), Error> {
    let start = Instant::now();
    let key = sig.key();
    let name = sig.canonical.name();
    let mut st = state()?.lock().unwrap_or_else(|p| p.into_inner());
    if let Some(k) = st.loaded.get(&key) {
        return Ok((
            k.clone(),
            KernelCompile {
                kernel: name,
                key,
                source: Source::Memory,
                time: start.elapsed(),
                phases: None,
                skeleton: None,
                note: None,
                assembled_by: None,
            },
        ));
    }
    let prefix = format!("systole_{key}");
    let mut phases = None;
    let Code { bytes: object, source, note } = load_or_compile(st.cache.as_ref(), key, || {
        compile(&st.host, sig, &prefix).map(|(object, times)| {
            phases = Some(times);
            object
        })
    })?;
    let entries = link(&st.jit, &object, &prefix, Entry::on_cpu(&sig.canonical)).map_err(|e| {
        backend_error(match (&st.cache, source) {
            // it passed its check, so no accident of the disk: deleted, the next run compiles
            (Some(cache), Source::Disk) => {
                format!("{e} (from {}, now deleted)", cache.discard(key).display())
            }
            _ => e,
        })
    })?;
    let compiled = Arc::new(CompiledKernel { key, entries });
    st.loaded.insert(key, compiled.clone());
    let time = start.elapsed();
    Ok((
        compiled,
        KernelCompile { kernel: name, key, source, time, phases, skeleton: None, note, assembled_by: None },
    ))
}

/// Generates and optimises a kernel's module; returns the object file and how long each
/// phase took.
fn compile(host: &HostTarget, sig: &Signature, prefix: &str) -> Result<(Vec<u8>, CompilePhases), Error> {
    compile_with(host, sig, prefix, None)
}

/// [`compile`], optimised by the pass pipeline `passes` where given instead of the kernel's
/// effort's (the tests compare pipelines).
fn compile_with(
    host: &HostTarget,
    sig: &Signature,
    prefix: &str,
    passes: Option<&str>,
) -> Result<(Vec<u8>, CompilePhases), Error> {
    let start = Instant::now();
    let ctx = Context::create();
    let module = range::module(&ctx, host, sig, prefix, &|f| host.configure(f));
    let effort = Effort::of(sig);
    let machine = host.machine_at(effort.codegen_level()).map_err(backend_error)?;
    module.set_triple(&machine.get_triple());
    module.set_data_layout(&machine.get_target_data().get_data_layout());
    systole_skeletons::lower::verify(&module)?;
    effort.cut_large_blocks(&ctx, &module, PiecesFor::Cpu)?;
    let generated = Instant::now();
    let passes = passes.map_or_else(|| effort.passes(""), str::to_string);
    module
        .run_passes(&passes, &machine, PassBuilderOptions::create())
        .map_err(|e| backend_error(format!("LLVM's optimiser failed: {}", e.to_string_lossy())))?;
    let optimised = Instant::now();
    if std::env::var_os("SYSTOLE_DUMP_LLVM").is_some() {
        // the optimised IR, to see what LLVM made of a kernel (vectorised loops, ...)
        eprintln!("{}", module.print_to_string().to_string_lossy());
    }
    let object = machine
        .write_to_memory_buffer(&module, FileType::Object)
        .map_err(|e| backend_error(format!("LLVM could not emit code: {}", e.to_string_lossy())))?;
    let phases = CompilePhases {
        generate: generated - start,
        optimise: optimised - generated,
        emit: optimised.elapsed(),
        effort,
    };
    Ok((object.as_slice().to_vec(), phases))
}

/// Adds an object file to the JIT and looks up its entry points.
fn link(jit: &Jit, object: &[u8], prefix: &str, entries: &[Entry]) -> Result<Vec<(Entry, EntryFn)>, String> {
    let name = CString::new(prefix).expect("no NUL in a key");
    // SAFETY: the buffer is a copy the JIT takes ownership of; lookups return addresses of
    // functions with the `EntryFn` signature, generated by `range::module`.
    unsafe {
        let buffer = llvm_sys::core::LLVMCreateMemoryBufferWithMemoryRangeCopy(
            object.as_ptr().cast(),
            object.len(),
            name.as_ptr(),
        );
        check(LLVMOrcLLJITAddObjectFile(jit.raw, jit.dylib, buffer))
            .map_err(|e| format!("cannot load a kernel: {e}"))?;
        entries
            .iter()
            .map(|&e| {
                let symbol = CString::new(symbol(prefix, e)).expect("no NUL in a symbol");
                let mut address = 0;
                check(LLVMOrcLLJITLookup(jit.raw, &mut address, symbol.as_ptr()))
                    .map_err(|m| format!("cannot link a kernel: {m}"))?;
                Ok((e, std::mem::transmute::<usize, EntryFn>(address as usize)))
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use systole_frontend::prelude::*;
    use systole_frontend::trace;
    use systole_skeletons::effort::{LARGE_KERNEL, o3_passes};

    use super::*;

    /// The signatures of the kernels of `program`.
    fn signatures(program: &systole_frontend::ir::Program) -> Vec<Signature> {
        let plan = systole_fusion::plan(program).expect("the program fuses");
        plan.kernels().into_iter().map(|k| Signature::of(k, |v| plan.array_type(v).clone())).collect()
    }

    /// A stencil, a map of selects and a sum: loops the loop vectorizer takes, and straight
    /// lines the SLP vectorizer does.
    fn ordinary_kernels() -> Vec<Signature> {
        let m = use_array(&Array::from_fn([8, 8], |[i, j]| (i * 8 + j) as f32));
        let blur = m.stencil(&Stencil::star(1), Boundary::Clamp, |t| {
            (t[[-1, 0]] + t[[1, 0]] + t[[0, -1]] + t[[0, 1]]) * 0.25 + t[[0, 0]]
        });
        let xs = use_array(&Array::from_vec([16], (0..16).map(|i| i as f32).collect()).unwrap());
        let picked = xs.map(|x| select(x.gt(4.0), x * 2.0, x - 1.0)).sum();
        [trace(&blur), trace(&picked)].iter().flat_map(|p| signatures(p.as_ref().expect("traces"))).collect()
    }

    #[test]
    #[cfg(target_arch = "x86_64")] // other targets add passes of their own to default<O3>
    fn the_written_out_o3_pipeline_is_llvm_s_default_o3() {
        // the reduced effort's pipeline is this text less the SLP vectorizer: if LLVM's
        // default<O3> changed, print it again (see `systole_skeletons::effort`)
        let host = HostTarget::detect().expect("LLVM's native target");
        let written = o3_passes("", true);
        for sig in ordinary_kernels() {
            assert!(!Effort::of(&sig).is_reduced());
            let prefix = format!("systole_{}", sig.key());
            let (alias, _) = compile(&host, &sig, &prefix).expect("compiles at default<O3>");
            let (text, _) = compile_with(&host, &sig, &prefix, Some(&written)).expect("compiles");
            assert!(alias == text, "{}: the written-out pipeline made other code", sig.canonical.name());
        }
    }

    #[test]
    fn a_large_kernel_compiles_at_the_reduced_effort() {
        let host = HostTarget::detect().expect("LLVM's native target");
        let xs = use_array(&Array::from_vec([4], vec![1, 2, 3, 4]).unwrap());
        let levels = LARGE_KERNEL; // two operations a level
        let deep = xs.map(move |x| (0..levels).fold(x, |e, k| e * 3 + k as i32));
        let sigs = signatures(&trace(&deep).expect("traces"));
        let [sig] = sigs.as_slice() else { panic!("one kernel, not {}", sigs.len()) };
        let (object, phases) = compile(&host, sig, "systole_deep").expect("compiles");
        assert!(!object.is_empty());
        // two a level and the read of `xs`
        assert_eq!(phases.effort, Effort::Reduced { operations: 2 * levels + 1 });
    }
}
