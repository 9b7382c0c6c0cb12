//! The CUDA side: one device, its stream, its memory and its loaded kernels, through the
//! CUDA driver API (cudarc, loading `libcuda` at run time).
//!
//! - **Stream.** Everything (copies, launches, allocations, frees) is queued on one
//!   non-blocking stream per device, so work is ordered without synchronising; the host
//!   waits only when it reads an array back, and at the end of a run (which is where the
//!   errors of asynchronous work surface). While a thread captures a CUDA graph
//!   (`crate::graph`), what it queues goes to the capture's stream instead, into the graph.
//! - **Memory.** Buffers come from the stream-ordered allocator (`cuMemAllocAsync`; a
//!   request the device cannot meet, or whose bytes overflow, is `Error::OutOfMemory`), whose
//!   pool keeps freed memory for reuse (its release threshold is raised), so a loop that
//!   frees and allocates an array per step does not go back to the driver. An array
//!   computed here stays here ([`GpuArray`], a [`DeviceArray`]) until the host reads it; a
//!   host array uploaded for a kernel keeps its device copy on the array itself, so it is
//!   uploaded once and freed when the host array is dropped.
//! - **Kernels.** A kernel's PTX is loaded as a module (the driver compiles it for the
//!   device), once per process: `Device::kernel` caches the loaded module by the kernel's
//!   structural key, and keeps the PTX on disk (keyed by the architecture, the LLVM version
//!   and a hash of the code generator), so a second process generates nothing; PTX read
//!   back is checked first (`systole_skeletons::cache`), and generated again if it fails.
//!   A huge kernel is assembled by the toolkit's `ptxas` where one is installed
//!   ([`crate::ptxas`]), its object kept on disk beside its PTX, and linked by the driver.
//!   How each entry is then launched (its block size, whether a register tile takes whole
//!   tiles) is decided in [`crate::launch`] when the module is loaded.

use std::collections::HashMap;
use std::ffi::{CString, c_void};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Instant;

use cudarc::driver::sys::{self, CUdevice_attribute};
use cudarc::driver::{CudaContext, CudaEvent, CudaStream, DriverError, result};
use systole_frontend::array::{ArrayData, Buffer, BufferCache, DeviceArray};
use systole_frontend::memory;
use systole_frontend::{Error, Type};
use systole_skeletons::cache::{Code, DiskCache, load_or_compile};
use systole_skeletons::grid::{
    self, BandShape, GridOptions, PersistentLoop, Stream3Shape, StreamShape, WEIGHTS_GLOBAL,
};
use systole_skeletons::kernel::{Entry, KernelCompile, Source, fnv128, llvm_version, symbol};
use systole_skeletons::{Key, Signature};

use crate::compile;
use crate::launch::{WholeTiles, entry_block};
use crate::staging::{MIN_STAGED, Staging};
use crate::target::NvptxTarget;

/// Loads `image` through the driver's JIT linker (`cuLinkCreate`, `cuLinkAddData`,
/// `cuLinkComplete`): PTX is compiled by its PTX compiler at optimisation `level` as
/// relocatable code, each function on its own, where `cuModuleLoadData` compiles the whole
/// program at once, in time and memory that grow with the square of its calls (10^5
/// chained `sin`s, 33,000 calls: 20 s and 7 GB in `ptxas`, against 1.8 s and 0.25 GB with
/// `--compile-only`); an object `ptxas` assembled so ([`crate::ptxas`]) is only linked. For
/// the largest kernels, which the guard cuts into functions.
///
/// # Safety
///
/// As `cuModuleLoadData`: a context is current.
unsafe fn load_linked(image: &Image, level: u32) -> Result<sys::CUmodule, Error> {
    use sys::CUjit_option::{
        CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES, CU_JIT_OPTIMIZATION_LEVEL,
    };
    // what the PTX compiler says when it rejects the PTX
    let mut log = vec![0u8; 16 << 10];
    let mut options =
        [CU_JIT_OPTIMIZATION_LEVEL, CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES];
    // an option's value is passed in the pointer itself, but the log's buffer
    let mut values = [level as usize as *mut c_void, log.as_mut_ptr().cast(), log.len() as *mut c_void];
    let rejected = |log: &[u8]| {
        let said =
            String::from_utf8_lossy(log.split(|&b| b == 0).next().unwrap_or_default()).trim().to_string();
        move |e: DriverError| Error::Backend {
            backend: "gpu",
            message: format!(
                "the CUDA driver's JIT linker rejected a kernel's code: {e}{}",
                match said.is_empty() {
                    true => String::new(),
                    false => format!(": {said}"),
                }
            ),
        }
    };
    let mut state = std::mem::MaybeUninit::uninit();
    // SAFETY: the options, their values and the log's buffer outlive the link state; `image`
    // (PTX) is NUL-terminated and its size counts the NUL, or (an object) is its bytes; the
    // linked image belongs to the link
    // state, which is destroyed only once the module is loaded from it
    unsafe {
        sys::cuLinkCreate_v2(3, options.as_mut_ptr(), values.as_mut_ptr(), state.as_mut_ptr())
            .result()
            .map_err(driver("cannot start the CUDA driver's JIT linker"))?;
        let state = state.assume_init();
        let loaded = (|| {
            let (kind, bytes, name) = match image {
                Image::Ptx(text) => {
                    (sys::CUjitInputType::CU_JIT_INPUT_PTX, text.to_bytes_with_nul(), c"kernel.ptx")
                }
                Image::Object(elf) => (sys::CUjitInputType::CU_JIT_INPUT_CUBIN, &elf[..], c"kernel.cubin"),
            };
            sys::cuLinkAddData_v2(
                state,
                kind,
                bytes.as_ptr().cast_mut().cast(),
                bytes.len(),
                name.as_ptr(),
                0,
                std::ptr::null_mut(),
                std::ptr::null_mut(),
            )
            .result()?;
            let (mut cubin, mut size) = (std::ptr::null_mut(), 0);
            sys::cuLinkComplete(state, &mut cubin, &mut size).result()?;
            let mut module = std::mem::MaybeUninit::uninit();
            sys::cuModuleLoadData(module.as_mut_ptr(), cubin).result()?;
            Ok(module.assume_init())
        })();
        // the module, once loaded, no longer needs the link state: a failure to destroy it
        // leaks its memory, not the module
        let _ = sys::cuLinkDestroy(state);
        loaded.map_err(rejected(&log))
    }
}

/// What the driver loads a kernel from.
enum Image<'a> {
    /// PTX, which the driver compiles.
    Ptx(CString),
    /// An object `ptxas` assembled as relocatable code ([`crate::ptxas`]), which it links.
    Object(&'a [u8]),
}

/// A driver error as a backend error, saying what was being done.
pub(crate) fn driver(what: &str) -> impl FnOnce(DriverError) -> Error + '_ {
    move |e| Error::Backend { backend: "gpu", message: format!("{what}: {e}") }
}

/// Why a GPU backend could not start.
#[derive(Debug)]
pub enum StartError {
    /// No usable device: no driver, no GPU, or the index is past the last GPU.
    NoDevice(String),
    /// The device is there but could not be set up.
    Failed(Error),
}

/// The most rows a fold cut into pieces finishes in one pass ([`Device::fold_counters`]):
/// rows are cut only where they are fewer than half the warps the device holds (about 4 000
/// on an H100).
pub(crate) const FOLD_COUNTERS: usize = 8192;

/// One GPU, ready to run kernels.
pub struct Device {
    pub(crate) ctx: Arc<CudaContext>,
    pub(crate) stream: Arc<CudaStream>,
    /// The device's name (`NVIDIA H100 80GB HBM3`).
    pub name: String,
    /// Its compute capability.
    pub compute_capability: (u32, u32),
    /// What PTX is generated for.
    pub target: NvptxTarget,
    /// The number of streaming multiprocessors.
    pub sms: u32,
    /// Whether the device launches cooperative kernels (every block resident at once), which
    /// persistent kernels need: without it, loops run from the host (as CUDA graphs).
    pub cooperative: bool,
    async_alloc: bool,
    /// A small zeroed buffer: what the pointers of empty arrays point at.
    zeros: sys::CUdeviceptr,
    /// [`FOLD_COUNTERS`] zeroed `u32`s: the counters of pieces of a fold finished in one
    /// pass ([`Device::fold_counters`]).
    fold_counters: sys::CUdeviceptr,
    kernels: Mutex<HashMap<Key, Arc<LoadedKernel>>>,
    /// Persistent band kernels (`systole_skeletons::grid::band_module`), by loop and shape.
    bands: Mutex<HashMap<Key, Arc<LoadedBand>>>,
    cache: Option<DiskCache>,
    /// The objects `ptxas` assembled for huge kernels ([`crate::ptxas`]), beside their PTX.
    objects: Option<DiskCache>,
    /// Whether new arrays start as 0xFF bytes ([`Device::poison_new_arrays`]).
    poison: std::sync::atomic::AtomicBool,
    /// The events [`Device::time_launches`] records around the work it measures.
    launch_span: Mutex<Option<LaunchSpan>>,
    /// The pinned chunks large copies go through (`crate::staging`): `None` until the
    /// first large copy, then `Some(None)` where they could not be allocated.
    staging: Mutex<Option<Option<Staging>>>,
    /// Whether large copies are staged ([`Device::stage_copies`]).
    staged: std::sync::atomic::AtomicBool,
}

std::thread_local! {
    /// What the segmented folds by offsets this thread ran decided, where recorded
    /// ([`Device::record_fold_seg_paths`]).
    static FOLD_SEG_PATHS: std::cell::RefCell<Option<Vec<FoldSegPath>>> = const { std::cell::RefCell::new(None) };
}

/// What a segmented fold by CSR offsets did on the GPU, as its words say after its stages
/// (`systole_skeletons::grid`'s `fold_seg` module): recorded for tests by
/// [`Device::record_fold_seg_paths`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FoldSegPath {
    /// `rows` stopped at a segment of more than 16 elements; `listing` ran unless
    /// `merge_path` was set then.
    pub stopped: bool,
    /// `rows` or `listing` met a segment too long for a thread and too short to list (or
    /// the list was full): the merge path folded every segment.
    pub merge_path: bool,
    /// The segments `listing` listed for `search` to fold in chunks (where `merge_path`,
    /// those listed before it was set, unused: the count varies from run to run).
    pub listed: u32,
    /// Their chunks.
    pub chunks: u32,
}

/// Copy rates between host memory and one device, in GB/s of the bytes copied
/// ([`Device::transfer_rates`]).
#[derive(Clone, Copy, Debug)]
pub struct TransferRates {
    /// The driver's copy to the device from page-locked (pinned) memory: the bus's rate.
    pub pinned_up: f64,
    /// The driver's copy from the device to pinned memory.
    pub pinned_down: f64,
    /// An array uploaded from ordinary host memory as a run does, through the pinned
    /// staging chunks.
    pub staged_up: f64,
    /// An array read back to ordinary host memory, through the staging chunks.
    pub staged_down: f64,
    /// The same upload through the driver's own path for pageable memory.
    pub pageable_up: f64,
    /// The same read back through the driver's own path for pageable memory.
    pub pageable_down: f64,
}

/// The events around the launches and copies queued while [`Device::time_launches`] runs:
/// `start` recorded before the first, `end` after each (the last recording counts).
struct LaunchSpan {
    start: CudaEvent,
    end: CudaEvent,
    started: bool,
}

// SAFETY: the raw handles (`zeros`, modules and functions in `kernels`) belong to the
// context, which the driver lets any thread use once bound; every method binds it first.
unsafe impl Send for Device {}
unsafe impl Sync for Device {}

impl std::fmt::Debug for Device {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Device")
            .field("name", &self.name)
            .field("compute_capability", &self.compute_capability)
            .field("sms", &self.sms)
            .finish_non_exhaustive()
    }
}

impl Device {
    /// Opens GPU number `index` (0 is the first).
    pub fn open(index: usize) -> Result<Arc<Device>, StartError> {
        // SAFETY: only looks for the library; cudarc panics on first use when it is missing
        if !unsafe { sys::is_culib_present() } {
            return Err(StartError::NoDevice(
                "the CUDA driver library (libcuda.so) is not installed on this machine; install \
                 NVIDIA's driver, or use the CPU backend (`Cpu::new()`, SYSTOLE_BACKEND=cpu)"
                    .into(),
            ));
        }
        let count = match result::init().and_then(|()| result::device::get_count()) {
            Ok(n) => n.max(0) as usize,
            Err(e) => {
                return Err(StartError::NoDevice(format!(
                    "the CUDA driver found no usable GPU ({e}); use the CPU backend instead"
                )));
            }
        };
        if index >= count {
            return Err(StartError::NoDevice(format!(
                "GPU {index} was asked for, but this machine has {count} GPU{}",
                if count == 1 { "" } else { "s" }
            )));
        }
        Device::setup(index).map_err(StartError::Failed)
    }

    fn setup(index: usize) -> Result<Arc<Device>, Error> {
        let ctx = CudaContext::new(index).map_err(driver("cannot open the GPU"))?;
        let attr = |a: CUdevice_attribute| ctx.attribute(a).map_err(driver("cannot query the GPU"));
        let major = attr(CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)? as u32;
        let minor = attr(CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)? as u32;
        let sms = attr(CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)? as u32;
        let cooperative = attr(CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH)? != 0;
        let name = ctx.name().map_err(driver("cannot query the GPU"))?;
        let target = NvptxTarget::for_compute_capability(major, minor).ok_or_else(|| Error::Backend {
            backend: "gpu",
            message: format!(
                "{name} has compute capability {major}.{minor}; systole needs 7.0 (Volta) or later"
            ),
        })?;
        let stream = ctx.new_stream().map_err(driver("cannot create a stream"))?;
        let async_alloc = ctx.has_async_alloc();
        if async_alloc {
            // keep freed memory in the pool for the next allocation instead of releasing it
            // at every synchronisation
            // SAFETY: the device's default pool; the attribute takes a u64
            unsafe {
                let pool =
                    result::device::get_default_mem_pool(ctx.cu_device()).map_err(driver("memory pool"))?;
                let mut threshold = u64::MAX;
                result::mem_pool::set_attribute(
                    pool,
                    sys::CUmemPool_attribute::CU_MEMPOOL_ATTR_RELEASE_THRESHOLD,
                    (&mut threshold as *mut u64).cast(),
                )
                .map_err(driver("memory pool"))?;
            }
        }
        // SAFETY: a plain allocation, zeroed before use
        let zeros = unsafe {
            let p = result::malloc_sync(64).map_err(driver("cannot allocate GPU memory"))?;
            result::memset_d8_sync(p, 0, 64).map_err(driver("cannot clear GPU memory"))?;
            p
        };
        // SAFETY: as above
        let fold_counters = unsafe {
            let bytes = 4 * FOLD_COUNTERS;
            let p = result::malloc_sync(bytes).map_err(driver("cannot allocate GPU memory"))?;
            result::memset_d8_sync(p, 0, bytes).map_err(driver("cannot clear GPU memory"))?;
            p
        };
        let folder = format!("gpu-llvm{}-{}-{}", llvm_version(), target.cpu(), env!("SYSTOLE_CODEGEN_HASH"));
        let cache = DiskCache::open(&folder, "ptx");
        let objects = DiskCache::open(&folder, "cubin");
        Ok(Arc::new(Device {
            ctx,
            stream,
            name,
            compute_capability: (major, minor),
            target,
            sms,
            cooperative,
            async_alloc,
            zeros,
            fold_counters,
            objects,
            kernels: Mutex::new(HashMap::new()),
            bands: Mutex::new(HashMap::new()),
            cache,
            poison: std::sync::atomic::AtomicBool::new(
                std::env::var_os("SYSTOLE_POISON").is_some_and(|v| v == "1"),
            ),
            launch_span: Mutex::new(None),
            staging: Mutex::new(None),
            staged: std::sync::atomic::AtomicBool::new(true),
        }))
    }

    /// Makes every array allocated for a kernel's results start as 0xFF bytes (NaN floats,
    /// integers of all ones) instead of whatever the memory pool's last user left, so that
    /// an element a kernel fails to write shows, rather than an earlier run's right answer.
    /// A debugging aid (also `SYSTOLE_POISON=1`); it costs a fill per allocation.
    pub fn poison_new_arrays(&self, on: bool) {
        self.poison.store(on, std::sync::atomic::Ordering::Relaxed);
    }

    /// Records, from now on (`on`) or no more, what each segmented fold by CSR offsets that
    /// the calling thread runs outside a CUDA graph did ([`FoldSegPath`]), on any device,
    /// for [`Device::fold_seg_paths`] to return: a test's aid, to check which path a fold
    /// took where every path computes the same values (per thread, not per device, so that
    /// tests running beside each other do not see each other's folds). Each record costs a
    /// copy from the device and a wait for the stream, which also waits for other threads'
    /// work queued on it.
    pub fn record_fold_seg_paths(&self, on: bool) {
        FOLD_SEG_PATHS.with_borrow_mut(|paths| *paths = on.then(Vec::new));
    }

    /// What the segmented folds the calling thread ran since the last call did, in order,
    /// while recorded ([`Device::record_fold_seg_paths`]; empty where not).
    pub fn fold_seg_paths(&self) -> Vec<FoldSegPath> {
        FOLD_SEG_PATHS.with_borrow_mut(|paths| paths.as_mut().map(std::mem::take).unwrap_or_default())
    }

    /// Records what the segmented fold whose words (the merge path's flag, `rows`' word,
    /// the list's count) start at `words` did, where recorded and not in a capture.
    pub(crate) fn record_fold_seg_path(&self, words: sys::CUdeviceptr) -> Result<(), Error> {
        if FOLD_SEG_PATHS.with_borrow(Option::is_none) || crate::graph::capture_stream(self).is_some() {
            return Ok(());
        }
        let mut bytes = [0u8; 24];
        self.read_bytes(words, &mut bytes)?;
        let word = |k: usize| u64::from_le_bytes(bytes[8 * k..8 * k + 8].try_into().unwrap_or_default());
        let path = FoldSegPath {
            merge_path: word(0) != 0,
            stopped: word(1) != 0,
            listed: (word(2) >> 32) as u32,
            chunks: word(2) as u32,
        };
        FOLD_SEG_PATHS.with_borrow_mut(|paths| paths.as_mut().map(|p| p.push(path)));
        Ok(())
    }

    /// Whether large copies between host arrays and the device go through pinned staging
    /// chunks (the default; `crate::staging` says why) or the driver's path for pageable
    /// memory. For measuring the two.
    pub fn stage_copies(&self, on: bool) {
        self.staged.store(on, std::sync::atomic::Ordering::Relaxed);
    }

    /// Runs `f` with the staging chunks when a copy of `bytes` bytes is staged, allocating
    /// them at the first; `None` to take the driver's path (a small copy, staging turned
    /// off, or no pinned memory to be had). Binds the device's context.
    fn staged(
        &self,
        bytes: usize,
        f: impl FnOnce(&mut Staging) -> Result<(), Error>,
    ) -> Option<Result<(), Error>> {
        if bytes < MIN_STAGED || !self.staged.load(std::sync::atomic::Ordering::Relaxed) {
            return None;
        }
        // never waited for: a thread blocked in a rayon wait (inside a download's pieces)
        // may run another queued job on the same stack, and one that copies to this device
        // would wait on the lock its own thread holds; a copy that finds the chunks in use
        // takes the driver's path instead
        // this device's context, for the chunks and for an upload's crew to bind
        if let Err(e) = self.bind() {
            return Some(Err(e));
        }
        let mut staging = lock_if_free(&self.staging)?;
        let staging = staging.get_or_insert_with(|| Staging::new().ok()).as_mut()?;
        Some(f(staging))
    }

    pub(crate) fn bind(&self) -> Result<(), Error> {
        self.ctx.bind_to_thread().map_err(driver("cannot use the GPU from this thread"))
    }

    /// The stream work is queued on: the device's, or the one this thread captures a CUDA
    /// graph on ([`Device::capture`]).
    pub(crate) fn cu_stream(&self) -> sys::CUstream {
        crate::graph::capture_stream(self).unwrap_or_else(|| self.stream.cu_stream())
    }

    /// Waits for everything queued so far; reports what failed in it.
    pub fn synchronize(&self) -> Result<(), Error> {
        self.not_capturing("a wait for the GPU")?;
        self.bind()?;
        let waited = self.stream.synchronize().map_err(driver("a GPU kernel or copy failed"));
        if dumping_launches() {
            eprintln!("systole: waited for the GPU at {}", since_first());
        }
        waited
    }

    /// A new buffer of `bytes` bytes (its contents undefined); `Error::OutOfMemory` when the
    /// device has not that much free.
    pub(crate) fn alloc(self: &Arc<Self>, bytes: usize) -> Result<DeviceBuffer, Error> {
        if bytes == 0 {
            return Ok(DeviceBuffer { ptr: 0, bytes: 0, device: self.clone(), view_of: None });
        }
        self.not_capturing("an allocation")?;
        let asked = std::time::Instant::now();
        // SAFETY: a fresh allocation on our stream (or synchronous where pools are missing)
        let ptr = unsafe {
            if self.async_alloc {
                result::malloc_async(self.cu_stream(), bytes)
            } else {
                result::malloc_sync(bytes)
            }
        }
        .map_err(|e| match e.0 {
            sys::CUresult::CUDA_ERROR_OUT_OF_MEMORY => Error::OutOfMemory {
                bytes: bytes as u128,
                what: format!("an array in the memory of {}", self.name),
            },
            _ => Error::Backend {
                backend: "gpu",
                message: format!("cannot allocate {bytes} bytes of GPU memory on {}: {e}", self.name),
            },
        })?;
        if dumping_launches() {
            let took = asked.elapsed().as_secs_f64() * 1e3;
            eprintln!("systole: allocated {bytes} bytes in {took:.3} ms at {}", since_first());
        }
        Ok(DeviceBuffer { ptr, bytes, device: self.clone(), view_of: None })
    }

    /// A new buffer of `bytes` bytes, zeroed.
    pub(crate) fn alloc_zeroed(self: &Arc<Self>, bytes: usize) -> Result<DeviceBuffer, Error> {
        let b = self.alloc(bytes)?;
        self.fill(&b, 0)?;
        Ok(b)
    }

    /// Queues the filling of every byte of `b` with `byte`.
    pub(crate) fn fill(&self, b: &DeviceBuffer, byte: u8) -> Result<(), Error> {
        self.fill_range(b, 0, b.bytes, byte)
    }

    /// Queues the filling of bytes `at .. at + bytes` of `b` with `byte`.
    pub(crate) fn fill_range(
        &self,
        b: &DeviceBuffer,
        at: usize,
        bytes: usize,
        byte: u8,
    ) -> Result<(), Error> {
        if at.checked_add(bytes).is_none_or(|end| end > b.bytes) {
            return Err(Error::Internal(format!(
                "a fill of bytes {at}..{at}+{bytes} of a GPU buffer of {} bytes",
                b.bytes
            )));
        }
        if bytes == 0 {
            return Ok(());
        }
        // queued as a launch is: a timed span of launches holds the fills among them
        self.queue(|| {
            // SAFETY: `b` holds bytes `at .. at + bytes`, checked above
            unsafe { result::memset_d8_async(b.ptr + at as u64, byte, bytes, self.cu_stream()) }
                .map_err(driver("cannot fill GPU memory"))
        })
    }

    /// A new array of `len` elements of type `elt` (contents undefined, or 0xFF bytes when
    /// poisoning, see [`Device::poison_new_arrays`]).
    pub(crate) fn alloc_array(self: &Arc<Self>, elt: &Type, len: usize) -> Result<GpuArray, Error> {
        self.alloc_array_with(elt, len, |bytes| self.alloc(bytes).map(Arc::new))
    }

    /// [`Device::alloc_array`] with each leaf's buffer of `bytes` bytes from `alloc`.
    pub(crate) fn alloc_array_with(
        &self,
        elt: &Type,
        len: usize,
        mut alloc: impl FnMut(usize) -> Result<Arc<DeviceBuffer>, Error>,
    ) -> Result<GpuArray, Error> {
        let poison = self.poison.load(std::sync::atomic::Ordering::Relaxed);
        let leaves = elt
            .leaves()
            .into_iter()
            .map(|t| {
                let bytes = memory::bytes(len, t.size_bytes());
                let bytes = usize::try_from(bytes).map_err(|_| Error::OutOfMemory {
                    bytes,
                    what: format!("an array of {len} {t} in the memory of {}", self.name),
                })?;
                let b = alloc(bytes)?;
                if poison {
                    self.fill(&b, 0xFF)?;
                }
                Ok(b)
            })
            .collect::<Result<_, Error>>()?;
        Ok(GpuArray { leaves })
    }

    /// Reads the byte at device address `ptr` (an `awhile`'s flag), waiting for the work
    /// queued before.
    pub(crate) fn read_byte(&self, ptr: sys::CUdeviceptr) -> Result<u8, Error> {
        self.not_capturing("a copy from the GPU")?;
        self.bind()?;
        let mut byte = [0u8];
        // SAFETY: `ptr` addresses at least one byte (the caller's word); waited for below
        unsafe { result::memcpy_dtoh_async(&mut byte[..], ptr, self.cu_stream()) }
            .map_err(driver("cannot copy a flag from the GPU"))?;
        self.synchronize()?;
        Ok(byte[0])
    }

    /// Reads the bytes at device address `ptr` into `bytes` (an `awhile`'s flags, one a
    /// speculative step), with one copy, waiting for the work queued before.
    pub(crate) fn read_bytes(&self, ptr: sys::CUdeviceptr, bytes: &mut [u8]) -> Result<(), Error> {
        self.not_capturing("a copy from the GPU")?;
        self.bind()?;
        // SAFETY: `ptr` addresses at least `bytes.len()` bytes (the caller's word); waited
        // for below
        unsafe { result::memcpy_dtoh_async(bytes, ptr, self.cu_stream()) }
            .map_err(driver("cannot copy an awhile's flags or a fold's words from the GPU"))?;
        self.synchronize()
    }

    /// Reads the `u32`s at device address `ptr` into `words` (a sort's digit counts),
    /// waiting for the work queued before.
    pub(crate) fn read_u32s(&self, ptr: sys::CUdeviceptr, words: &mut [u32]) -> Result<(), Error> {
        self.not_capturing("a copy from the GPU")?;
        self.bind()?;
        // SAFETY: `ptr` addresses at least `words.len()` words (the caller's word); waited
        // for below
        unsafe { result::memcpy_dtoh_async(words, ptr, self.cu_stream()) }
            .map_err(driver("cannot copy a sort's counts from the GPU"))?;
        self.synchronize()
    }

    /// Writes `words` to device address `ptr` (a sort's digit offsets, the pass counter and
    /// bound of an `awhile`'s WHILE graph), waiting for the copy (so that `words` may go).
    pub(crate) fn write_u32s(&self, ptr: sys::CUdeviceptr, words: &[u32]) -> Result<(), Error> {
        self.not_capturing("a copy to the GPU")?;
        self.bind()?;
        // SAFETY: `ptr` addresses at least `words.len()` words (the caller's word); waited
        // for below, so `words` outlives the copy
        unsafe { result::memcpy_htod_async(ptr, words, self.cu_stream()) }
            .map_err(driver(&format!("cannot copy {} words to the GPU", words.len())))?;
        self.synchronize()
    }

    /// Queues one replay of the executable graph `exec` (see [`crate::graph`]).
    pub(crate) fn launch_graph(&self, exec: sys::CUgraphExec) -> Result<(), Error> {
        if dumping_launches() {
            eprintln!("systole: launch graph {exec:?} at {}", since_first());
        }
        self.queue(|| {
            // SAFETY: an executable graph of this context (`Graph` owns it)
            unsafe { result::graph::launch(exec, self.cu_stream()) }
                .map_err(driver("cannot launch a CUDA graph"))
        })
    }

    /// The device copy of `array`: the one it keeps, or a new upload it then keeps.
    pub(crate) fn resident(self: &Arc<Self>, array: &ArrayData) -> Result<Arc<GpuArray>, Error> {
        if let Some(copy) = array.device_copy().and_then(|c| self.own(c)) {
            return Ok(copy);
        }
        self.not_capturing("a copy to the GPU")?;
        let host = array.try_buffers()?;
        let leaves = host
            .iter()
            .map(|b| {
                let bytes = b.as_bytes();
                let d = self.alloc(bytes.len())?;
                // SAFETY: `d` holds `bytes.len()` bytes; both paths return once the bytes
                // are in memory of the driver's or ours, so the host buffer may go
                let staged =
                    self.staged(bytes.len(), |s| unsafe { s.upload(bytes, d.ptr, self.cu_stream()) });
                match staged {
                    Some(done) => done?,
                    None if !bytes.is_empty() => {
                        unsafe { result::memcpy_htod_async(d.ptr, bytes, self.cu_stream()) }
                            .map_err(driver("cannot copy an array to the GPU"))?;
                    }
                    None => {}
                }
                Ok(Arc::new(d))
            })
            .collect::<Result<Vec<_>, Error>>()?;
        let copy = Arc::new(GpuArray { leaves });
        let kept = array.remember_device_copy(copy.clone());
        // an array already holding another device's copy keeps that one; ours lives as
        // long as the kernels that read it
        Ok(self.own(kept).unwrap_or(copy))
    }

    /// `copy` as a [`GpuArray`] of this device, if it is one.
    fn own(&self, copy: &Arc<dyn DeviceArray>) -> Option<Arc<GpuArray>> {
        let g = copy.as_any().downcast_ref::<GpuArray>()?;
        let mine = g.leaves.iter().all(|b| std::ptr::eq(Arc::as_ptr(&b.device), self));
        mine.then(|| Arc::new(GpuArray { leaves: g.leaves.clone() }))
    }

    /// The loaded code of a kernel under `options`: from memory, from the PTX on disk, or
    /// generated now.
    pub(crate) fn kernel(
        &self,
        sig: &Signature,
        options: &GridOptions,
    ) -> Result<(Arc<LoadedKernel>, KernelCompile), Error> {
        let start = Instant::now();
        let skeleton = options.stencil_skeleton(sig);
        // the code depends on the kernel, the skeleton chosen for it and the thread mapping;
        // the loaded kernel's choice of whole tiles also on whether the user asked for halo
        // lanes (see `launch::WholeTiles`), which the skeleton alone does not say
        let position = options.position_for(sig);
        let halo_lanes = options.tile_shape().and_then(|shape| shape.halo_lanes);
        let fma = options.fused_multiply_add_in(sig);
        let key = match (&skeleton, position, fma) {
            (None, None, false) => sig.key(),
            (s, p, _) => {
                Key(fnv128(format!("{}|{s:?}|{p:?}|{halo_lanes:?}{}", sig.key(), fma_key(fma)).as_bytes()))
            }
        };
        let name = sig.canonical.name();
        let report = |source, loaded: &LoadedKernel, note, phases| KernelCompile {
            kernel: name,
            key,
            source,
            time: start.elapsed(),
            phases,
            assembled_by: loaded.assembled_by.clone(),
            skeleton: options.describe(sig).map(|text| match &loaded.whole_tiles.why_not {
                Some(why) => format!("{text}; overlapping tiles: {why}"),
                None => text,
            }),
            note,
        };
        let cached = self.kernels.lock().unwrap_or_else(|p| p.into_inner()).get(&key).cloned();
        if let Some(k) = cached {
            let report = report(Source::Memory, &k, None, None);
            return Ok((k, report));
        }
        // compiled and loaded without holding the lock, so that threads compile different
        // kernels at once (LLVM in a context of each one's own, the driver's loads thread-safe);
        // two threads that compile the same kernel keep the first copy stored (the other's
        // module stays loaded, unused, as every module does for the life of the process)
        let prefix = format!("systole_{key}");
        let mut phases = None;
        let Code { bytes: ptx, source, note } = load_or_compile(self.cache.as_ref(), key, || {
            compile::generate(&self.target, sig, options, &prefix, compile::dumping("llvm")).map(|code| {
                phases = Some(code.phases);
                code.ptx.into_bytes()
            })
        })?;
        let lane_load_bytes = skeleton.as_ref().and_then(|s| s.lane_load_bytes(sig)).unwrap_or(0);
        let entries = grid::entries(sig, options);
        let jit = options.effort(sig).ptx_optimisation();
        let launch = (halo_lanes, lane_load_bytes);
        // a huge kernel assembled by the toolkit's `ptxas` where it can be, else (and where
        // the driver refuses the object) compiled by the driver
        let assembled = jit.and_then(|level| self.assembled(key, &ptx, level)).and_then(|(object, from)| {
            match self.load(Image::Object(&object), &prefix, &entries, launch, jit) {
                Ok(loaded) => Some(loaded),
                Err(e) => {
                    crate::ptxas::give_up();
                    let discarded = self.objects.as_ref().map(|c| c.discard(from));
                    if compile::dumping("compile") {
                        eprintln!(
                            "systole: the driver refused the kernel's object ({e}{}); it compiles the PTX \
                             instead, and every huge kernel's from now on",
                            discarded.map(|p| format!("; {} deleted", p.display())).unwrap_or_default()
                        );
                    }
                    None
                }
            }
        });
        let loaded = match assembled {
            Some(loaded) => Ok(loaded),
            None => CString::new(ptx)
                .map_err(|_| Error::Internal("PTX with a NUL byte".into()))
                .and_then(|text| self.load(Image::Ptx(text), &prefix, &entries, launch, jit)),
        };
        let loaded = loaded.map_err(|e| {
            match (&self.cache, source, e) {
                // it passed its check, so no accident of the disk: deleted, the next run
                // generates it again
                (Some(cache), Source::Disk, Error::Backend { backend, message }) => Error::Backend {
                    backend,
                    message: format!("{message} (from {}, now deleted)", cache.discard(key).display()),
                },
                (_, _, e) => e,
            }
        })?;
        let loaded = Arc::new(loaded);
        let mut kernels = self.kernels.lock().unwrap_or_else(|p| p.into_inner());
        let kept = kernels.entry(key).or_insert(loaded).clone();
        let report = report(source, &kept, note, phases);
        Ok((kept, report))
    }

    /// The object `ptxas` assembles from the PTX of kernel `key` at optimisation `level`
    /// (from the disk cache where it is there), and its key there; `None` where there is no
    /// `ptxas`, or it fails (said under `SYSTOLE_DUMP=compile`).
    fn assembled(&self, key: Key, ptx: &[u8], level: u32) -> Option<(Vec<u8>, Key)> {
        let ptxas = crate::ptxas::ptxas()?;
        // for the device's own architecture, which may be newer than the PTX's target (an
        // object for sm_90 does not load on sm_100, where sm_90's PTX does)
        let (major, minor) = self.compute_capability;
        let arch = format!("sm_{major}{minor}");
        // the object depends on its PTX (the kernel's key says which, but hashing the text
        // also covers what the key does not: another libdevice), the arch and the assembler
        let from =
            Key(fnv128(format!("{}|{key}|{arch}|{}|-O{level}", fnv128(ptx), ptxas.version).as_bytes()));
        let object = load_or_compile(self.objects.as_ref(), from, || {
            ptxas.assemble(ptx, &arch, level).map_err(|message| Error::Backend { backend: "gpu", message })
        });
        match object {
            Ok(code) if crate::ptxas::is_object(&code.bytes) => Some((code.bytes, from)),
            Ok(code) => {
                if compile::dumping("compile") {
                    eprintln!(
                        "systole: what {} gave for a kernel is not an object ({} bytes); the driver \
                         compiles the kernel's PTX instead",
                        ptxas.path.display(),
                        code.bytes.len()
                    );
                }
                self.objects.as_ref().map(|c| c.discard(from));
                None
            }
            Err(e) => {
                if compile::dumping("compile") {
                    eprintln!("systole: {e}; the driver compiles the kernel's PTX instead");
                }
                None
            }
        }
    }

    /// Loads the module of `image`, whose entries are `entries`; `halo_lanes` is the user's
    /// choice of halo lanes for a register tile, if any, and `lane_load_bytes` the bytes
    /// one load of a lane reads in it (see [`LoadedKernel::whole_tiles`]); the driver
    /// compiles the PTX at its default level, or where given at optimisation level `jit`
    /// ([`systole_skeletons::effort::Effort::ptx_optimisation`]: the largest kernels')
    /// through its JIT linker ([`load_linked`]).
    fn load(
        &self,
        image: Image,
        prefix: &str,
        entries: &[Entry],
        (halo_lanes, lane_load_bytes): (Option<bool>, u32),
        jit: Option<u32>,
    ) -> Result<LoadedKernel, Error> {
        self.bind()?;
        // SAFETY: a NUL-terminated PTX image, or an object; the module lives as long as the
        // process
        let module = unsafe {
            match (jit, &image) {
                (None, Image::Ptx(text)) => result::module::load_data(text.as_ptr().cast())
                    .map_err(driver("the CUDA driver rejected a kernel's PTX")),
                (Some(level), _) => load_linked(&image, level),
                (None, Image::Object(_)) => {
                    Err(Error::Internal("an object for a kernel linked whole".into()))
                }
            }
        }?;
        let functions: Vec<KernelFn> = entries
            .iter()
            .map(|&entry| {
                let name = CString::new(symbol(prefix, entry))
                    .map_err(|_| Error::Internal("a kernel symbol with a NUL byte".into()))?;
                // SAFETY: the module is loaded; the name is an entry it defines
                let f = unsafe { result::module::get_function(module, name) }
                    .map_err(driver("a kernel's entry point is missing"))?;
                let (block, per_sm) = entry_block(f, entry)?;
                Ok(KernelFn { entry, symbol: symbol(prefix, entry), f, block, per_sm })
            })
            .collect::<Result<_, Error>>()?;
        // an SSAM stencil's weights that are not constants live in the module's constant memory
        let weights = match entries.contains(&Entry::Weights) {
            true => {
                let name = CString::new(WEIGHTS_GLOBAL)
                    .map_err(|_| Error::Internal("a global's name with a NUL byte".into()))?;
                // SAFETY: the module is loaded and defines the global (see `grid::entries`)
                Some(
                    unsafe { result::module::get_global(module, name) }
                        .map_err(driver("a stencil's weights are missing from its module"))?,
                )
            }
            false => None,
        };
        // whole tiles where they keep enough loads in flight, or where the user asked for
        // halo lanes (see `launch`)
        let warps = |entry| functions.iter().find(|f| f.entry == entry).map(KernelFn::warps_per_sm);
        let whole_tiles =
            WholeTiles::choose(warps(Entry::WholeTiles), warps(Entry::Elements), lane_load_bytes, halo_lanes);
        let assembled_by = match image {
            Image::Object(_) => {
                crate::ptxas::ptxas().map(|p| format!("{} ({})", p.path.display(), p.version))
            }
            Image::Ptx(_) => None,
        };
        Ok(LoadedKernel { functions, weights, weights_in_use: Mutex::new(()), whole_tiles, assembled_by })
    }

    /// Queues `f` on the stream with `grid` blocks of `block` threads; `params` are the
    /// kernel's parameters, in order (each 8 bytes).
    pub(crate) fn launch(
        &self,
        f: &KernelFn,
        grid: (u32, u32, u32),
        block: (u32, u32, u32),
        params: &[u64],
    ) -> Result<(), Error> {
        if dumping_launches() {
            eprintln!("systole: launch {} grid {grid:?} block {block:?} at {}", f.symbol, since_first());
        }
        let mut ptrs: Vec<*mut c_void> = params.iter().map(|p| p as *const u64 as *mut c_void).collect();
        self.queue(|| {
            // SAFETY: the function's parameters are `params.len()` 8-byte values (the
            // kernel's parameter layout, which `params` follows); the driver copies them
            unsafe { result::launch_kernel(f.f, grid, block, 0, self.cu_stream(), &mut ptrs) }
                .map_err(driver("cannot launch a kernel"))
        })
    }

    /// Queues the cooperative launch of `f` (every block resident at once, as a persistent
    /// kernel's barriers need) with `grid` blocks of `block` threads; `params` as in
    /// [`Device::launch`].
    pub(crate) fn launch_cooperative(&self, f: &LoadedBand, grid: u32, params: &[u64]) -> Result<(), Error> {
        if dumping_launches() {
            eprintln!(
                "systole: launch {} (cooperative) grid ({grid}, 1, 1) block ({}, 1, 1) at {}",
                f.symbol,
                f.threads,
                since_first()
            );
        }
        let mut ptrs: Vec<*mut c_void> = params.iter().map(|p| p as *const u64 as *mut c_void).collect();
        self.queue(|| {
            // SAFETY: the function's parameters are `params.len()` 8-byte values (the band
            // kernel's parameters); the driver copies them
            unsafe {
                result::launch_cooperative_kernel(
                    f.f,
                    (grid, 1, 1),
                    (f.threads, 1, 1),
                    f.shared_bytes,
                    self.cu_stream(),
                    &mut ptrs,
                )
            }
            .map_err(driver("cannot launch a persistent kernel"))
        })
    }

    /// The loaded band kernel of `lp` laid out as `shape` (`unsynchronised`: for tests of
    /// the exchange, see `GridOptions::with_unsynchronised_exchange`; `fma`: float
    /// multiplies fused with their adds, `GridOptions::with_fused_multiply_add`): from
    /// memory, or generated and loaded now.
    pub(crate) fn band(
        &self,
        lp: &PersistentLoop,
        shape: BandShape,
        unsynchronised: bool,
        fma: bool,
    ) -> Result<(Arc<LoadedBand>, KernelCompile), Error> {
        let kernel = if lp.until.is_some() { "awhile" } else { "iterate" };
        let loop_kernel = LoopKernel {
            key: format!("band|{}|{shape:?}|{unsynchronised}", lp.key()),
            kernel,
            skeleton: format!("persistent kernel, {shape}"),
            entry: "band",
            threads: shape.threads(),
            fma,
            shared_bytes: shape.shared_bytes(lp),
        };
        self.loop_kernel(loop_kernel, |target, prefix| {
            compile::band(target, lp, shape, prefix, unsynchronised, false)
        })
    }

    /// The loaded streaming kernel of `lp` laid out as `shape`
    /// (`systole_skeletons::grid::stream_module`; `fma` as [`Device::band`]'s): from memory,
    /// or generated and loaded now.
    pub(crate) fn stream_kernel(
        &self,
        lp: &PersistentLoop,
        shape: StreamShape,
        fma: bool,
    ) -> Result<(Arc<LoadedBand>, KernelCompile), Error> {
        let loop_kernel = LoopKernel {
            key: format!("stream|{}|{shape:?}", lp.key()),
            kernel: "iterate",
            skeleton: format!("streaming kernel, {shape}"),
            entry: "stream",
            threads: grid::STREAM_WARPS * 32,
            fma,
            shared_bytes: 0,
        };
        self.loop_kernel(loop_kernel, |target, prefix| compile::stream(target, lp, shape, prefix, false))
    }

    /// The loaded 3D streaming kernel of `lp` laid out as `shape`
    /// (`systole_skeletons::grid::stream3_module`; `fma` as [`Device::band`]'s): from
    /// memory, or generated and loaded now.
    pub(crate) fn stream3_kernel(
        &self,
        lp: &PersistentLoop,
        shape: Stream3Shape,
        fma: bool,
    ) -> Result<(Arc<LoadedBand>, KernelCompile), Error> {
        let loop_kernel = LoopKernel {
            key: format!("stream3|{}|{shape:?}", lp.key()),
            kernel: "iterate",
            skeleton: format!("3D streaming kernel, {shape}"),
            entry: "stream3",
            threads: shape.threads(),
            fma,
            shared_bytes: 0,
        };
        self.loop_kernel(loop_kernel, |target, prefix| compile::stream3(target, lp, shape, prefix, false))
    }

    /// The loaded loop kernel `k` (a band or a streaming kernel), kept in memory by its key:
    /// from memory, or compiled by `compile` (given the kernel's prefix) and loaded now.
    fn loop_kernel(
        &self,
        k: LoopKernel,
        compile: impl FnOnce(&NvptxTarget, &str) -> Result<compile::Code, Error>,
    ) -> Result<(Arc<LoadedBand>, KernelCompile), Error> {
        let start = Instant::now();
        let key = Key(fnv128(format!("{}{}", k.key, fma_key(k.fma)).as_bytes()));
        let skeleton = match k.fma {
            true => format!("{}, multiplies fused with their adds", k.skeleton),
            false => k.skeleton,
        };
        let report = |source, phases| KernelCompile {
            kernel: k.kernel,
            key,
            source,
            time: start.elapsed(),
            phases,
            skeleton: Some(skeleton.clone()),
            note: None,
            assembled_by: None,
        };
        if let Some(kept) = self.bands.lock().unwrap_or_else(|p| p.into_inner()).get(&key).cloned() {
            return Ok((kept, report(Source::Memory, None)));
        }
        let prefix = format!("systole_{key}");
        let code = compile(&self.target.with_fused_multiply_add(k.fma), &prefix)?;
        let phases = Some(code.phases);
        let symbol = format!("{prefix}_{}", k.entry);
        let loaded = Arc::new(self.load_one(code.ptx, symbol, k.threads, k.shared_bytes)?);
        let kept = self.bands.lock().unwrap_or_else(|p| p.into_inner()).entry(key).or_insert(loaded).clone();
        Ok((kept, report(Source::Compiled, phases)))
    }

    /// The loaded hand-written kernel `symbol` of the module `ptx` makes (a CUDA graph's
    /// helper, [`crate::graph`]), launched in blocks of `threads`: kept in memory by `key`,
    /// loaded once a device. An error where the driver rejects the module.
    pub(crate) fn small_kernel(
        &self,
        key: &str,
        symbol: &str,
        threads: u32,
        ptx: impl FnOnce(&NvptxTarget) -> String,
    ) -> Result<Arc<LoadedBand>, Error> {
        let key = Key(fnv128(format!("small|{key}").as_bytes()));
        if let Some(kept) = self.bands.lock().unwrap_or_else(|p| p.into_inner()).get(&key).cloned() {
            return Ok(kept);
        }
        let loaded = Arc::new(self.load_one(ptx(&self.target), symbol.into(), threads, 0)?);
        Ok(self.bands.lock().unwrap_or_else(|p| p.into_inner()).entry(key).or_insert(loaded).clone())
    }

    /// Loads `ptx`, a module of one kernel named `symbol` launched in blocks of `threads`
    /// with `shared_bytes` of dynamic shared memory (a band's rows in shared memory). Where
    /// the device does not let a block take that much, none of its blocks fit (`per_sm` 0:
    /// the loop runs otherwise).
    fn load_one(
        &self,
        ptx: String,
        symbol: String,
        threads: u32,
        shared_bytes: usize,
    ) -> Result<LoadedBand, Error> {
        self.bind()?;
        let image = CString::new(ptx).map_err(|_| Error::Internal("PTX with a NUL byte".into()))?;
        // SAFETY: a NUL-terminated PTX image; the module lives as long as the process
        let module = unsafe { result::module::load_data(image.as_ptr().cast()) }
            .map_err(driver("the CUDA driver rejected a loop kernel's PTX"))?;
        let name = CString::new(symbol.clone())
            .map_err(|_| Error::Internal("a kernel symbol with a NUL byte".into()))?;
        // SAFETY: the module is loaded; the name is the entry it defines
        let f = unsafe { result::module::get_function(module, name) }
            .map_err(driver("a loop kernel's entry point is missing"))?;
        // (a block takes more dynamic shared memory than 48 KB less the function's static
        // shared memory only where the function allows it: asked whenever it takes any, as
        // a band's static columns buffer may pass what is left)
        let allowed = shared_bytes == 0 || {
            let most = sys::CUfunction_attribute::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES;
            // SAFETY: `f` is a function of a loaded module
            unsafe { result::function::set_function_attribute(f, most, shared_bytes as i32) }.is_ok()
        };
        // SAFETY: `f` is a function of a loaded module
        let per_sm = match allowed {
            true => unsafe {
                result::occupancy::max_active_block_per_multiprocessor(f, threads as i32, shared_bytes)
            }
            .map_err(driver("occupancy"))?
            .max(0) as u32,
            false => 0,
        };
        let shared_bytes = shared_bytes as u32;
        Ok(LoadedBand { f, symbol, threads, per_sm, shared_bytes })
    }

    /// Queues `f` (a streaming kernel) on the stream with `grid` blocks; `params` as in
    /// [`Device::launch`].
    pub(crate) fn launch_loaded(&self, f: &LoadedBand, grid: u32, params: &[u64]) -> Result<(), Error> {
        if dumping_launches() {
            eprintln!(
                "systole: launch {} grid ({grid}, 1, 1) block ({}, 1, 1) at {}",
                f.symbol,
                f.threads,
                since_first()
            );
        }
        let mut ptrs: Vec<*mut c_void> = params.iter().map(|p| p as *const u64 as *mut c_void).collect();
        self.queue(|| {
            // SAFETY: the function's parameters are `params.len()` 8-byte values (the
            // streaming kernel's parameters); the driver copies them
            unsafe {
                result::launch_kernel(
                    f.f,
                    (grid, 1, 1),
                    (f.threads, 1, 1),
                    f.shared_bytes,
                    self.cu_stream(),
                    &mut ptrs,
                )
            }
            .map_err(driver("cannot launch a streaming kernel"))
        })
    }

    /// Queues GPU work with `enqueue`, inside the events of [`Device::time_launches`]
    /// when it is measuring.
    fn queue(&self, enqueue: impl FnOnce() -> Result<(), Error>) -> Result<(), Error> {
        // captured work runs when its graph is launched, which is what is measured
        if crate::graph::capture_stream(self).is_some() {
            return enqueue();
        }
        let mut span = self.launch_span.lock().unwrap_or_else(|p| p.into_inner());
        let Some(span) = span.as_mut() else {
            return enqueue();
        };
        if !span.started {
            span.start.record(&self.stream).map_err(driver("cannot record an event"))?;
            span.started = true;
        }
        enqueue()?;
        span.end.record(&self.stream).map_err(driver("cannot record an event"))
    }

    /// Queues a copy of `from`'s `bytes` first bytes to the device address `to` (a module's
    /// global: the stream's next kernels see it).
    pub(crate) fn copy_to(
        &self,
        to: sys::CUdeviceptr,
        from: &DeviceBuffer,
        bytes: usize,
    ) -> Result<(), Error> {
        self.queue(|| {
            // SAFETY: `from` holds at least `bytes` bytes and `to` as many (the caller's word)
            unsafe { result::memcpy_dtod_async(to, from.ptr, bytes, self.cu_stream()) }
                .map_err(driver("cannot copy GPU memory"))
        })
    }

    /// Queues a copy of `from` into `to` (buffers of one size).
    pub(crate) fn copy(&self, to: &DeviceBuffer, from: &DeviceBuffer) -> Result<(), Error> {
        if to.bytes == 0 {
            return Ok(());
        }
        self.queue(|| {
            // SAFETY: both buffers hold `to.bytes` bytes
            unsafe { result::memcpy_dtod_async(to.ptr, from.ptr, to.bytes, self.cu_stream()) }
                .map_err(driver("cannot copy GPU memory"))
        })
    }

    /// Runs `f` and measures it on the GPU's timeline: CUDA events recorded on the stream
    /// before and after, so the time is what the GPU took from the first to the last piece
    /// of work `f` queued (gaps while the host prepares launches included). Returns `f`'s
    /// result and the milliseconds.
    pub fn time<R>(&self, f: impl FnOnce() -> R) -> Result<(R, f64), Error> {
        self.bind()?;
        let flags = Some(sys::CUevent_flags::CU_EVENT_DEFAULT);
        let start = self.ctx.new_event(flags).map_err(driver("cannot create an event"))?;
        let end = self.ctx.new_event(flags).map_err(driver("cannot create an event"))?;
        start.record(&self.stream).map_err(driver("cannot record an event"))?;
        let r = f();
        self.bind()?;
        end.record(&self.stream).map_err(driver("cannot record an event"))?;
        end.synchronize().map_err(driver("a GPU kernel or copy failed"))?;
        let ms = start.elapsed_ms(&end).map_err(driver("cannot time events"))?;
        Ok((r, f64::from(ms)))
    }

    /// Runs `f` and measures the GPU work it queues as a hand-written CUDA benchmark times
    /// its launches: from an event recorded just before the first kernel or copy to one
    /// recorded just after the last, so the host's work before the first launch and the
    /// wait for the result after the last are left out (gaps between launches are not).
    /// Returns `f`'s result, those milliseconds (0 if `f` queued nothing) and the
    /// milliseconds of the whole of `f` on the GPU's timeline, as [`Device::time`] gives.
    /// Not reentrant: work queued from other threads meanwhile is counted too.
    pub fn time_launches<R>(&self, f: impl FnOnce() -> R) -> Result<(R, f64, f64), Error> {
        self.bind()?;
        let flags = Some(sys::CUevent_flags::CU_EVENT_DEFAULT);
        let event = || self.ctx.new_event(flags).map_err(driver("cannot create an event"));
        let span = LaunchSpan { start: event()?, end: event()?, started: false };
        *self.launch_span.lock().unwrap_or_else(|p| p.into_inner()) = Some(span);
        let timed = self.time(f);
        let span = self.launch_span.lock().unwrap_or_else(|p| p.into_inner()).take();
        let (r, whole) = timed?;
        let launches = match span {
            Some(LaunchSpan { start, end, started: true }) => {
                end.synchronize().map_err(driver("a GPU kernel or copy failed"))?;
                f64::from(start.elapsed_ms(&end).map_err(driver("cannot time events"))?)
            }
            _ => 0.0,
        };
        Ok((r, launches, whole))
    }

    /// The device's copy bandwidth in GB/s (bytes read + bytes written), the median of
    /// `reps` device-to-device copies of `bytes` bytes: the roofline of memory-bound kernels.
    pub fn copy_bandwidth(self: &Arc<Self>, bytes: usize, reps: usize) -> Result<f64, Error> {
        let (from, to) = (self.alloc_zeroed(bytes)?, self.alloc(bytes)?);
        self.copy(&to, &from)?;
        let mut times = (0..reps.max(1))
            .map(|_| self.time(|| self.copy(&to, &from)).and_then(|(r, ms)| r.map(|()| ms)))
            .collect::<Result<Vec<f64>, Error>>()?;
        times.sort_by(f64::total_cmp);
        Ok(2.0 * bytes as f64 / (times[times.len() / 2] * 1e-3) / 1e9)
    }

    /// The copy rates between host memory and this device for `bytes` bytes, the median of
    /// `reps` copies each: the driver's with pinned memory (the bus's rate), and an array's
    /// upload and read-back as runs do them, staged and through the driver's pageable path
    /// ([`Device::stage_copies`], restored to on afterwards). Timed on the host's clock:
    /// a copy counts until its bytes are usable where they went.
    pub fn transfer_rates(self: &Arc<Self>, bytes: usize, reps: usize) -> Result<TransferRates, Error> {
        let median = |mut times: Vec<f64>| {
            times.sort_by(f64::total_cmp);
            bytes as f64 / times[times.len() / 2] / 1e9
        };
        let timed = |f: &mut dyn FnMut() -> Result<(), Error>| -> Result<f64, Error> {
            f()?;
            let times = (0..reps.max(1))
                .map(|_| {
                    let t = Instant::now();
                    f().map(|()| t.elapsed().as_secs_f64())
                })
                .collect::<Result<Vec<f64>, Error>>()?;
            Ok(median(times))
        };
        self.bind()?;
        let device = self.alloc_zeroed(bytes)?;
        // SAFETY: `bytes` of page-locked host memory, freed below
        let pinned =
            unsafe { result::malloc_host(bytes, 0) }.map_err(driver("cannot allocate pinned memory"))?;
        let pinned_rates = (|| {
            // SAFETY: `pinned` holds `bytes` bytes, `device` as many
            let host = unsafe { std::slice::from_raw_parts_mut(pinned.cast::<u8>(), bytes) };
            let up = timed(&mut || {
                unsafe { result::memcpy_htod_async(device.ptr, &*host, self.cu_stream()) }
                    .map_err(driver("cannot copy to the GPU"))?;
                self.synchronize()
            })?;
            let down = timed(&mut || {
                unsafe { result::memcpy_dtoh_async(&mut *host, device.ptr, self.cu_stream()) }
                    .map_err(driver("cannot copy from the GPU"))?;
                self.synchronize()
            })?;
            Ok::<_, Error>((up, down))
        })();
        // SAFETY: allocated above, no copy uses it any more (each was waited for)
        let _ = unsafe { result::free_host(pinned) };
        let (pinned_up, pinned_down) = pinned_rates?;
        let elt = Type::Scalar(systole_frontend::ScalarType::U8);
        // uploaded again and again: the buffer moves from one fresh array to the next (a
        // view would share the device copy uploaded for the one before)
        let mut buffer = Some(Buffer::U8(vec![1; bytes]));
        let on_device =
            self.resident(&ArrayData::new(vec![bytes], elt.clone(), vec![Buffer::U8(vec![2; bytes])])?)?;
        let mut rates = [0.0; 4];
        for (k, staged) in [true, false].into_iter().enumerate() {
            self.stage_copies(staged);
            let measured = (|| {
                let up = timed(&mut || {
                    // a fresh host array each time: an uploaded one keeps its device copy
                    let held = buffer
                        .take()
                        .ok_or_else(|| Error::Internal("the buffer to upload went missing".into()))?;
                    let fresh = ArrayData::new(vec![bytes], elt.clone(), vec![held])?;
                    self.resident(&fresh)?;
                    self.synchronize()?;
                    buffer = fresh.into_buffers().and_then(|mut b| b.pop());
                    Ok(())
                })?;
                // the host buffers go back to the cache, as a dropped array's do
                let down = timed(&mut || {
                    on_device
                        .download(&elt, bytes)
                        .map(|buffers| buffers.into_iter().for_each(BufferCache::give))
                })?;
                Ok::<_, Error>((up, down))
            })();
            self.stage_copies(true);
            (rates[2 * k], rates[2 * k + 1]) = measured?;
        }
        let [staged_up, staged_down, pageable_up, pageable_down] = rates;
        Ok(TransferRates { pinned_up, pinned_down, staged_up, staged_down, pageable_up, pageable_down })
    }

    /// What the pointer of an empty array is.
    pub(crate) fn zeros(&self) -> u64 {
        self.zeros
    }

    /// The counters a fold of `rows` rows cut into pieces finishes its rows with in one pass
    /// (`systole_skeletons::grid` fold's `segment` entry: the warp of a row's last piece
    /// folds the row's partials); 0 (two kernels, `segment` then `finish`) for more rows
    /// than [`FOLD_COUNTERS`]. Every such fold uses the same counters: the device's work is
    /// one stream, so one fold runs at a time, and it leaves each counter it counted on
    /// back at zero.
    pub(crate) fn fold_counters(&self, rows: usize) -> u64 {
        if rows <= FOLD_COUNTERS { self.fold_counters } else { 0 }
    }
}

/// `mutex`'s guard where no thread holds it (a poisoned one too: what it guards stays
/// consistent across a panic), `None` where one does.
fn lock_if_free<T>(mutex: &std::sync::Mutex<T>) -> Option<std::sync::MutexGuard<'_, T>> {
    match mutex.try_lock() {
        Ok(guard) => Some(guard),
        Err(std::sync::TryLockError::Poisoned(p)) => Some(p.into_inner()),
        Err(std::sync::TryLockError::WouldBlock) => None,
    }
}

impl Drop for Device {
    fn drop(&mut self) {
        // SAFETY: the context is alive (the device holds it); nothing uses `zeros` any more
        if self.bind().is_ok() {
            let _ = self.stream.synchronize();
            // the staging chunks are freed while the context is bound, their copies done
            drop(self.staging.lock().unwrap_or_else(|p| p.into_inner()).take());
            unsafe {
                let _ = result::free_sync(self.zeros);
                let _ = result::free_sync(self.fold_counters);
            }
        }
    }
}

/// A loaded kernel: one function per entry point, and where the module keeps an SSAM
/// stencil's weights that are not constants ([`WEIGHTS_GLOBAL`]: address, bytes).
pub(crate) struct LoadedKernel {
    functions: Vec<KernelFn>,
    pub(crate) weights: Option<(sys::CUdeviceptr, usize)>,
    /// Held by a run from queuing the copy of its weights into the module to queuing the
    /// launch that reads them, so that another thread's run of the same kernel cannot queue
    /// its own weights in between (the stream runs work in the order it was queued).
    pub(crate) weights_in_use: Mutex<()>,
    /// Whether launches take the [`Entry::WholeTiles`] entry where the extents and the
    /// buffers' alignment allow, and why not (said in the [`KernelCompile::skeleton`]).
    pub(crate) whole_tiles: WholeTiles,
    /// The `ptxas` that assembled the code, where one did ([`crate::ptxas`]).
    assembled_by: Option<String>,
}

// SAFETY: a CUDA function handle belongs to its module, which stays loaded for the life of
// the process; the driver lets any thread that has the context bound launch it.
unsafe impl Send for LoadedKernel {}
unsafe impl Sync for LoadedKernel {}

impl LoadedKernel {
    pub(crate) fn entry(&self, entry: Entry) -> Result<&KernelFn, Error> {
        self.functions
            .iter()
            .find(|f| f.entry == entry)
            .ok_or_else(|| Error::Internal(format!("a kernel without its {entry:?} entry")))
    }
}

/// One entry point of a loaded kernel, with its launch configuration.
pub(crate) struct KernelFn {
    entry: Entry,
    /// The entry point's symbol (`systole_<key>_<entry>`).
    symbol: String,
    f: sys::CUfunction,
    /// Threads per block.
    pub block: u32,
    /// Blocks of `block` threads that fit on one multiprocessor at once.
    pub per_sm: u32,
}

impl KernelFn {
    /// The warps of this entry one multiprocessor holds at once.
    pub(crate) fn warps_per_sm(&self) -> u32 {
        self.per_sm * self.block / 32
    }
}

/// A loaded persistent band kernel: its one entry, the threads of its blocks and how many
/// of them a multiprocessor holds at once (a cooperative launch may have at most that many
/// a multiprocessor).
pub(crate) struct LoadedBand {
    f: sys::CUfunction,
    symbol: String,
    pub(crate) threads: u32,
    pub(crate) per_sm: u32,
    /// Bytes of dynamic shared memory a block takes (a band's rows in shared memory).
    shared_bytes: u32,
}

// SAFETY: as `LoadedKernel`'s: a function handle of a module loaded for the process's life.
unsafe impl Send for LoadedBand {}
unsafe impl Sync for LoadedBand {}

/// A buffer of device memory, freed (in stream order) when dropped.
pub(crate) struct DeviceBuffer {
    ptr: sys::CUdeviceptr,
    bytes: usize,
    device: Arc<Device>,
    /// The buffer this one is a part of ([`DeviceBuffer::view`]): not freed on its own.
    view_of: Option<Arc<DeviceBuffer>>,
}

// SAFETY: a device pointer is an address in the device's memory, usable from any thread
// with the context bound (done before every use).
unsafe impl Send for DeviceBuffer {}
unsafe impl Sync for DeviceBuffer {}

impl DeviceBuffer {
    /// Its size in bytes.
    pub(crate) fn bytes(&self) -> usize {
        self.bytes
    }

    /// The address kernels see (the shared zero block for an empty buffer).
    pub(crate) fn ptr(&self) -> u64 {
        if self.bytes == 0 { self.device.zeros() } else { self.ptr }
    }

    /// The `bytes` bytes of `of` from byte `offset`, as a buffer of their own (an `awhile`'s
    /// flag in the flag buffer of its speculative steps, see `crate::loops`); `of` stays
    /// until its views are gone.
    pub(crate) fn view(of: &Arc<DeviceBuffer>, offset: usize, bytes: usize) -> Result<DeviceBuffer, Error> {
        if bytes == 0 || offset.checked_add(bytes).is_none_or(|end| end > of.bytes) {
            return Err(Error::Internal(format!(
                "a view of {bytes} bytes from byte {offset} of a buffer of {}",
                of.bytes
            )));
        }
        Ok(DeviceBuffer {
            ptr: of.ptr + offset as u64,
            bytes,
            device: of.device.clone(),
            view_of: Some(of.clone()),
        })
    }
}

impl Drop for DeviceBuffer {
    fn drop(&mut self) {
        // a view frees nothing: the buffer it views goes with its last holder
        if self.bytes == 0 || self.ptr == 0 || self.view_of.is_some() {
            return;
        }
        if crate::graph::capture_stream(&self.device).is_some() {
            // captured work may read it when the graph runs: freed with the graph
            crate::graph::keep(DeviceBuffer {
                ptr: self.ptr,
                bytes: self.bytes,
                device: self.device.clone(),
                view_of: None,
            });
            return;
        }
        if self.device.bind().is_ok() {
            // SAFETY: our allocation, freed once, after the work queued before it
            let _ = unsafe {
                if self.device.async_alloc {
                    result::free_async(self.ptr, self.device.cu_stream())
                } else {
                    result::free_sync(self.ptr)
                }
            };
        }
    }
}

/// An array in device memory: one buffer per leaf of its element type (shared between
/// the arrays that are views of the same memory, e.g. a reshaped result).
pub struct GpuArray {
    pub(crate) leaves: Vec<Arc<DeviceBuffer>>,
}

impl std::fmt::Debug for GpuArray {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let bytes: Vec<usize> = self.leaves.iter().map(|b| b.bytes).collect();
        f.debug_struct("GpuArray").field("bytes", &bytes).finish()
    }
}

impl DeviceArray for GpuArray {
    fn download(&self, elt: &Type, len: usize) -> Result<Vec<Buffer>, Error> {
        let mut out = Vec::new();
        for (t, b) in elt.leaves().into_iter().zip(&self.leaves) {
            // memory a dropped array left (mapped already), else new
            let mut host = match BufferCache::take(t, len) {
                Some(cached) => cached,
                None => Buffer::try_zeroed(t, len, "an array read back from the GPU")?,
            };
            let bytes = len * t.size_bytes();
            if bytes > 0 {
                b.device.not_capturing("a copy from the GPU")?;
                b.device.bind()?;
                // SAFETY: `host` holds `bytes` bytes, the device buffer as many
                let dst = unsafe { std::slice::from_raw_parts_mut(host.as_mut_ptr(), bytes) };
                let stream = b.device.cu_stream();
                // SAFETY: as above; the staged copy returns once the bytes are in `dst`
                let staged =
                    b.device.staged(bytes, |s| unsafe { s.download(b.ptr, &mut *dst, b.device.cu_stream()) });
                match staged {
                    Some(done) => done?,
                    None => {
                        // SAFETY: as above
                        unsafe { result::memcpy_dtoh_async(dst, b.ptr, stream) }
                            .map_err(driver("cannot copy an array from the GPU"))?;
                        b.device.synchronize()?;
                    }
                }
            }
            out.push(host);
        }
        Ok(out)
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}

/// Whether `SYSTOLE_DUMP` asks for the launches (`launch`): each launch, allocation and wait
/// for the GPU, with the time since the first.
fn dumping_launches() -> bool {
    static DUMP: OnceLock<bool> = OnceLock::new();
    *DUMP.get_or_init(|| crate::compile::dumping("launch"))
}

/// The time since the first call, as `+12.345 ms`: where the host's time between launches
/// goes.
fn since_first() -> String {
    static START: OnceLock<std::time::Instant> = OnceLock::new();
    format!("+{:.3} ms", START.get_or_init(std::time::Instant::now).elapsed().as_secs_f64() * 1e3)
}

/// What names a loop kernel (`Device::loop_kernel`): the text its key is hashed from, the
/// kernel and skeleton its compile report names, its entry (`{prefix}_{entry}`), its
/// block's threads, and whether its float multiplies fuse with their adds (which the key
/// and the skeleton's text then say).
struct LoopKernel {
    key: String,
    kernel: &'static str,
    skeleton: String,
    entry: &'static str,
    threads: u32,
    fma: bool,
    /// Bytes of dynamic shared memory a block takes.
    shared_bytes: usize,
}

/// The part of a kernel's key that says its float multiplies fuse with their adds (empty
/// otherwise, so that the keys of kernels in IEEE order stay what they were).
fn fma_key(fma: bool) -> &'static str {
    if fma { "|fma" } else { "" }
}
