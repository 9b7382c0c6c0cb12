//! The CUDA toolkit's PTX assembler, on every core, for the largest kernels.
//!
//! A huge kernel (past `systole_skeletons::effort::HUGE_KERNEL` operations) is cut into a
//! few hundred functions, and the driver's JIT linker compiles them one after another on
//! the calling thread: on an H100's 16-core host, 4.9 s of a 48,000-tap stencil's 7.2 s cold
//! compile. `ptxas --split-compile 0` compiles the same functions on all the cores, in 1.8 s
//! (`docs/perf/2026-11-26-ptxas-on-every-core.md`). So where a `ptxas` is installed (the CUDA
//! toolkit's, or the one of the `nvidia-cuda-nvcc-cu12` wheel that also brings libdevice),
//! a huge kernel's PTX is assembled by it as relocatable code, at the optimisation level
//! the driver would have used, and the driver only links the object.
//!
//! `SYSTOLE_PTXAS` names the `ptxas` to use, or turns this off (`off`). Anything that goes
//! wrong (no `ptxas`, one too old for the PTX or the device, an object the driver refuses)
//! leaves the kernel to the driver's own compiler, as before. Both compile the same PTX (the
//! toolkit's compiler may be another version than the driver's), at the same level, so the
//! code they give computes the same. Once the driver refuses an object, `ptxas` is not used
//! again in the process.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use crate::compile::toolkit_file;

/// A `ptxas` that runs, and what it says its version is.
#[derive(Debug)]
pub struct Ptxas {
    /// The program.
    pub path: PathBuf,
    /// The last line of `ptxas --version` (`Cuda compilation tools, release 13.0, V13.0.48`):
    /// part of the key of the objects it assembles, in the disk cache.
    pub version: String,
}

/// The `ptxas` huge kernels are assembled with: `$SYSTOLE_PTXAS` (`off`: none), else the
/// [`installed`] one; `None` where none runs. Looked for once a process.
pub fn ptxas() -> Option<&'static Ptxas> {
    static FOUND: OnceLock<Option<Ptxas>> = OnceLock::new();
    if REFUSED.load(Ordering::Relaxed) {
        return None;
    }
    FOUND
        .get_or_init(|| match std::env::var_os("SYSTOLE_PTXAS") {
            Some(p) if p == "off" => None,
            Some(p) => {
                let found = Ptxas::at(Path::new(&p));
                if found.is_none() {
                    eprintln!(
                        "systole: warning: SYSTOLE_PTXAS={} does not run (`--version` failed); \
                         the driver compiles huge kernels on one thread",
                        Path::new(&p).display()
                    );
                }
                found
            }
            None => Ptxas::at(&installed()?),
        })
        .as_ref()
}

/// The first `ptxas` found in `$CUDA_HOME/bin`, `$CUDA_PATH/bin`, `/usr/local/cuda/bin` and
/// the nvcc wheel's `bin`, whatever `SYSTOLE_PTXAS` says (the tests' and benchmarks' checks).
pub fn installed() -> Option<PathBuf> {
    toolkit_file("bin/ptxas")
}

/// Stops assembling with `ptxas` for the rest of the process: the driver refused what it
/// made (an older driver than the toolkit, a GPU it was not told of), and would again.
pub(crate) fn give_up() {
    REFUSED.store(true, Ordering::Relaxed);
}

static REFUSED: AtomicBool = AtomicBool::new(false);

impl Ptxas {
    /// The `ptxas` at `path`, if `--version` runs.
    pub fn at(path: &Path) -> Option<Ptxas> {
        let out = Command::new(path).arg("--version").output().ok()?;
        let said = String::from_utf8_lossy(&out.stdout);
        let version = said.lines().map(str::trim).rfind(|l| !l.is_empty())?.to_string();
        out.status.success().then(|| Ptxas { path: path.to_path_buf(), version })
    }

    /// Assembles `ptx` for `cpu` (`sm_90`: the device's own architecture, which may be
    /// newer than the PTX's target) at optimisation `level` as relocatable code, its
    /// functions on every core; the object (an ELF cubin), or what `ptxas` said.
    pub fn assemble(&self, ptx: &[u8], cpu: &str, level: u32) -> Result<Vec<u8>, String> {
        let dir = scratch()?;
        let assembled = (|| {
            let (input, output) = (dir.join("kernel.ptx"), dir.join("kernel.cubin"));
            std::fs::write(&input, ptx).map_err(|e| format!("cannot write {}: {e}", input.display()))?;
            let out = Command::new(&self.path)
                .arg(format!("-arch={cpu}"))
                .arg(format!("-O{level}"))
                .args(["--compile-only", "--split-compile", "0", "-o"])
                .arg(&output)
                .arg(&input)
                .output()
                .map_err(|e| format!("cannot run {}: {e}", self.path.display()))?;
            if !out.status.success() {
                return Err(format!(
                    "{} failed ({}): {}",
                    self.path.display(),
                    out.status,
                    String::from_utf8_lossy(&out.stderr).trim()
                ));
            }
            std::fs::read(&output).map_err(|e| format!("cannot read {}: {e}", output.display()))
        })();
        let _ = std::fs::remove_dir_all(&dir);
        assembled
    }
}

/// A new folder for one call's files, private to the user (threads compile kernels at once,
/// and another user must not be able to put files in it: its object ends up in the kernel
/// cache): created, never reused, under the temporary folder.
fn scratch() -> Result<PathBuf, String> {
    static CALLS: AtomicUsize = AtomicUsize::new(0);
    let mut last = None;
    for _ in 0..100 {
        let call = CALLS.fetch_add(1, Ordering::Relaxed);
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
        let dir = std::env::temp_dir().join(format!("systole-ptxas-{}-{call}-{nanos}", std::process::id()));
        let mut builder = std::fs::DirBuilder::new();
        #[cfg(unix)]
        std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
        match builder.create(&dir) {
            Ok(()) => return Ok(dir),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => last = Some(dir),
            Err(e) => return Err(format!("cannot create {}: {e}", dir.display())),
        }
    }
    Err(format!("cannot create a folder of its own for ptxas (the last tried, {last:?}, exists)"))
}

/// Whether `image` is an object (an ELF file) rather than PTX text.
pub(crate) fn is_object(image: &[u8]) -> bool {
    image.starts_with(b"\x7fELF")
}
