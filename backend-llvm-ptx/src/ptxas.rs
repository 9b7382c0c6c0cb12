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
//! leaves the kernel to the driver's own compiler, as before: the two compile the same PTX
//! with the same compiler, so the code they give computes the same.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::compile::nvcc_wheel;

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
    FOUND
        .get_or_init(|| match std::env::var_os("SYSTOLE_PTXAS") {
            Some(p) if p == "off" => None,
            Some(p) => Ptxas::at(Path::new(&p)),
            None => Ptxas::at(&installed()?),
        })
        .as_ref()
}

/// The first `ptxas` found in `$CUDA_HOME/bin`, `$CUDA_PATH/bin`, `/usr/local/cuda/bin` and
/// the nvcc wheel's `bin`, whatever `SYSTOLE_PTXAS` says (the tests' and benchmarks' checks).
pub fn installed() -> Option<PathBuf> {
    let mut roots: Vec<PathBuf> =
        ["CUDA_HOME", "CUDA_PATH"].iter().filter_map(|v| std::env::var_os(v).map(PathBuf::from)).collect();
    roots.push(PathBuf::from("/usr/local/cuda"));
    roots.extend(nvcc_wheel());
    roots.into_iter().map(|r| r.join("bin/ptxas")).find(|p| p.is_file())
}

/// How many kernels this process has had assembled by `ptxas` (read from the disk cache
/// included): what tells a test that huge kernels took this path and not the driver's.
pub fn kernels_assembled() -> usize {
    ASSEMBLED.load(Ordering::Relaxed)
}

static ASSEMBLED: AtomicUsize = AtomicUsize::new(0);

/// Counts a kernel whose object the driver linked.
pub(crate) fn count_assembled() {
    ASSEMBLED.fetch_add(1, Ordering::Relaxed);
}

impl Ptxas {
    /// The `ptxas` at `path`, if `--version` runs.
    pub fn at(path: &Path) -> Option<Ptxas> {
        let out = Command::new(path).arg("--version").output().ok()?;
        let said = String::from_utf8_lossy(&out.stdout);
        let version = said.lines().map(str::trim).rfind(|l| !l.is_empty())?.to_string();
        out.status.success().then(|| Ptxas { path: path.to_path_buf(), version })
    }

    /// Assembles `ptx` for `cpu` (`sm_90`) at optimisation `level` as relocatable code, its
    /// functions on every core; the object (an ELF cubin), or what `ptxas` said.
    pub fn assemble(&self, ptx: &[u8], cpu: &str, level: u32) -> Result<Vec<u8>, String> {
        // a folder of its own per call: threads compile kernels at once
        static CALLS: AtomicUsize = AtomicUsize::new(0);
        let call = CALLS.fetch_add(1, Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("systole-ptxas-{}-{call}", std::process::id()));
        let assembled = (|| {
            std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
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

/// Whether `image` is an object (an ELF file) rather than PTX text.
pub(crate) fn is_object(image: &[u8]) -> bool {
    image.starts_with(b"\x7fELF")
}
