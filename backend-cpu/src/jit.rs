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
use systole_skeletons::kernel::{Entry, EntryFn, symbol};
use systole_skeletons::kernel::{KernelCompile, Source, llvm_version};
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
                skeleton: None,
                note: None,
            },
        ));
    }
    let prefix = format!("systole_{key}");
    let Code { bytes: object, source, note } =
        load_or_compile(st.cache.as_ref(), key, || compile(&st.host, sig, &prefix))?;
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
    Ok((compiled, KernelCompile { kernel: name, key, source, time, skeleton: None, note }))
}

/// Generates and optimises a kernel's module; returns the object file.
fn compile(host: &HostTarget, sig: &Signature, prefix: &str) -> Result<Vec<u8>, Error> {
    let ctx = Context::create();
    let module = range::module(&ctx, host, sig, prefix, &|f| host.configure(f));
    let machine = host.machine().map_err(backend_error)?;
    module.set_triple(&machine.get_triple());
    module.set_data_layout(&machine.get_target_data().get_data_layout());
    systole_skeletons::lower::verify(&module)?;
    module
        .run_passes("default<O3>", &machine, PassBuilderOptions::create())
        .map_err(|e| backend_error(format!("LLVM's optimiser failed: {}", e.to_string_lossy())))?;
    if std::env::var_os("SYSTOLE_DUMP_LLVM").is_some() {
        // the optimised IR, to see what LLVM made of a kernel (vectorised loops, ...)
        eprintln!("{}", module.print_to_string().to_string_lossy());
    }
    let object = machine
        .write_to_memory_buffer(&module, FileType::Object)
        .map_err(|e| backend_error(format!("LLVM could not emit code: {}", e.to_string_lossy())))?;
    Ok(object.as_slice().to_vec())
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
