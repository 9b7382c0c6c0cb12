//! CUDA graphs: GPU work captured once from a stream (`cuStreamBeginCapture` ..
//! `cuStreamEndCapture`, `cuGraphInstantiate`) and replayed with one call (`cuGraphLaunch`)
//! instead of one call per kernel. What `crate::loops` replays a loop's steps with.
//!
//! A capture runs on a stream of its own, in the driver's thread-local mode: while
//! [`Device::capture`] runs its closure, every piece of work that thread queues on that
//! device ([`Device::cu_stream`]) goes into the graph instead of running, and other threads
//! keep using the device's stream as before. Captured work does not run, so inside a
//! capture the device refuses what would need it to have run or would not replay: an
//! allocation (the captured step's buffers are allocated before, see `crate::loops`), a
//! wait for the GPU, a copy to or from the host. Each is an error that ends the capture, and
//! the caller runs the work as plain launches instead. A buffer dropped while a capture is
//! under way is kept with the graph, and freed (in stream order) with it.
//!
//! **WHILE graphs.** [`Device::capture_while`] captures the work into the body of a
//! conditional WHILE node (CUDA 12.4 drivers and later, [`conditional_nodes`]): one launch
//! of the graph runs the body again and again while its condition's handle holds, which
//! the body's last kernel sets on the GPU (`cudaGraphSetConditional`, a builtin of the
//! driver that hand-written PTX calls: [`decide_ptx`]). What `crate::loops` runs an
//! `awhile`'s cycles of steps with, the host waiting once for many steps.

use std::cell::{Cell, RefCell};
use std::sync::{Arc, OnceLock};

use cudarc::driver::{result, sys};
use systole_frontend::Error;

use crate::device::{Device, DeviceBuffer, driver};
use crate::target::NvptxTarget;

thread_local! {
    /// The capture under way on this thread: the device's address and the stream captured.
    static CAPTURING: Cell<Option<(usize, sys::CUstream)>> = const { Cell::new(None) };
    /// Buffers dropped while this thread captures: kept until the graph goes.
    static KEPT: RefCell<Vec<DeviceBuffer>> = const { RefCell::new(Vec::new()) };
}

/// The stream this thread captures `device`'s work on, if it is capturing it.
pub(crate) fn capture_stream(device: &Device) -> Option<sys::CUstream> {
    CAPTURING.get().filter(|&(d, _)| d == std::ptr::from_ref(device) as usize).map(|(_, s)| s)
}

/// Keeps `buffer` (dropped during a capture, its memory perhaps read by the captured work)
/// until the capture's graph is dropped.
pub(crate) fn keep(buffer: DeviceBuffer) {
    KEPT.with_borrow_mut(|kept| kept.push(buffer));
}

/// An instantiated CUDA graph of a device's work, launched on the device's stream.
pub(crate) struct Graph {
    graph: sys::CUgraph,
    exec: sys::CUgraphExec,
    device: Arc<Device>,
    /// The buffers dropped while it was captured (freed after the last launch queued).
    _kept: Vec<DeviceBuffer>,
    /// The buffers its work reads and writes, held as long as it may run ([`Graph::hold`]).
    held: Vec<Arc<DeviceBuffer>>,
}

// SAFETY: the graph and its executable belong to the device's context, which any thread may
// bind; a `Graph` is used by one thread at a time (`&self` methods only launch it, which the
// driver allows from any thread for an executable graph used on one stream)
unsafe impl Send for Graph {}

impl Graph {
    /// Holds `buffers` (those the captured work uses) until the graph is dropped: freed
    /// before, they would be freed (in stream order) before the graph's launches use them.
    pub(crate) fn hold(&mut self, buffers: impl IntoIterator<Item = Arc<DeviceBuffer>>) {
        self.held.extend(buffers);
    }

    /// Queues one replay of the graph on the device's stream.
    pub(crate) fn launch(&self) -> Result<(), Error> {
        self.device.bind()?;
        self.device.launch_graph(self.exec)
    }
}

impl Drop for Graph {
    fn drop(&mut self) {
        // an executable graph still running is freed once it completes (the driver's word)
        if self.device.bind().is_ok() {
            // SAFETY: both were created by `Device::capture` and are destroyed once, here
            unsafe {
                let _ = result::graph::exec_destroy(self.exec);
                let _ = result::graph::destroy(self.graph);
            }
        }
    }
}

/// Ends this thread's capture when dropped (on every path out of [`Device::capture`]).
struct Capturing;

impl Drop for Capturing {
    fn drop(&mut self) {
        CAPTURING.set(None);
    }
}

/// Whether the driver runs conditional WHILE nodes whose body graph is captured from a
/// stream (`cuGraphConditionalHandleCreate`, `cuStreamBeginCaptureToGraph`: CUDA 12.4 and
/// later; read once a process). False without a driver.
pub(crate) fn conditional_nodes() -> bool {
    static VERSION: OnceLock<i32> = OnceLock::new();
    let version = *VERSION.get_or_init(|| {
        // SAFETY: only looks for the library (cudarc panics on the first call into one that
        // is missing)
        if !unsafe { sys::is_culib_present() } {
            return 0;
        }
        let mut v = 0;
        // SAFETY: writes one int; needs no context
        match unsafe { sys::cuDriverGetVersion(&mut v) }.result() {
            Ok(()) => v,
            Err(_) => 0,
        }
    });
    version >= MIN_CONDITIONAL_DRIVER
}

/// The oldest driver (`cuDriverGetVersion`: 1000 × major + 10 × minor) whose WHILE graphs
/// [`Device::capture_while`] builds.
pub(crate) const MIN_CONDITIONAL_DRIVER: i32 = 12040;

/// The entry of [`decide_ptx`]'s module.
pub(crate) const DECIDE: &str = "systole_while_decide";

/// The PTX of the kernel that ends each pass of a WHILE graph's body ([`DECIDE`], one
/// thread), for `target`. Its parameters, 8 bytes each: the WHILE node's handle; the
/// address of `count` flag bytes (an `awhile`'s conditions, one a step of the body); their
/// count; the address of two `u64`s, the passes run so far and the most this launch may
/// run. It adds one to the passes, and sets the handle to 1 where every flag is nonzero and
/// the passes are fewer than the most, else 0 (the graph ends after this pass).
/// `cudaGraphSetConditional` is a builtin of the driver (no device runtime library to link:
/// `ptxas` makes it a call through a constant bank, as `vprintf`).
pub(crate) fn decide_ptx(target: &NvptxTarget) -> String {
    // PTX ISA 7.8 knows every architecture systole generates for (`crate::target`: sm_70 to
    // sm_90), and CUDA 12.4 drivers read it
    format!(
        r#".version 7.8
.target sm_{arch}
.address_size 64

.extern .func cudaGraphSetConditional(.param .b64 handle, .param .b32 value);

.visible .entry {DECIDE}(.param .u64 p_handle, .param .u64 p_flags, .param .u64 p_count, .param .u64 p_passes)
{{
	.reg .pred %p<4>;
	.reg .b16 %h<2>;
	.reg .b32 %r<2>;
	.reg .b64 %rd<9>;

	ld.param.u64 %rd1, [p_handle];
	ld.param.u64 %rd2, [p_flags];
	ld.param.u64 %rd3, [p_count];
	ld.param.u64 %rd4, [p_passes];
	cvta.to.global.u64 %rd2, %rd2;
	cvta.to.global.u64 %rd4, %rd4;
	mov.u32 %r1, 1;
	mov.u64 %rd5, 0;
	setp.eq.u64 %p1, %rd3, 0;
	@%p1 bra DONE;
FLAG:
	add.u64 %rd6, %rd2, %rd5;
	ld.global.u8 %h1, [%rd6];
	setp.eq.u16 %p2, %h1, 0;
	selp.u32 %r1, 0, %r1, %p2;
	add.u64 %rd5, %rd5, 1;
	setp.lt.u64 %p3, %rd5, %rd3;
	@%p3 bra FLAG;
DONE:
	ld.global.u64 %rd7, [%rd4];
	ld.global.u64 %rd8, [%rd4+8];
	add.u64 %rd7, %rd7, 1;
	st.global.u64 [%rd4], %rd7;
	setp.ge.u64 %p1, %rd7, %rd8;
	selp.u32 %r1, 0, %r1, %p1;
	{{
	.param .b64 a;
	.param .b32 b;
	st.param.b64 [a], %rd1;
	st.param.b32 [b], %r1;
	call.uni cudaGraphSetConditional, (a, b);
	}}
	ret;
}}
"#,
        arch = target.arch,
    )
}

impl Device {
    /// Runs `record`, capturing the work it queues on this device into a graph instead of
    /// running it, and instantiates the graph. An error where `record` fails (whatever it
    /// captured is discarded) or the driver cannot capture or instantiate it.
    pub(crate) fn capture<R>(
        self: &Arc<Self>,
        record: impl FnOnce() -> Result<R, Error>,
    ) -> Result<(Graph, R), Error> {
        if capture_stream(self).is_some() {
            return Err(Error::Internal("a capture inside a capture".into()));
        }
        self.bind()?;
        let stream = self.ctx.new_stream().map_err(driver("cannot create a stream to capture on"))?;
        let mode = sys::CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL;
        // SAFETY: a stream of this context, bound
        unsafe { result::stream::begin_capture(stream.cu_stream(), mode) }
            .map_err(driver("cannot start capturing a CUDA graph"))?;
        let recorded = {
            let _capturing = Capturing;
            CAPTURING.set(Some((std::ptr::from_ref(&**self) as usize, stream.cu_stream())));
            record()
        };
        let kept = KEPT.with_borrow_mut(std::mem::take);
        // the capture is ended whatever happens (a context that cannot be bound fails it)
        let _ = self.bind();
        // SAFETY: the stream began capturing above; ended once, whatever `record` did
        let ended = unsafe { result::stream::end_capture(stream.cu_stream()) };
        let graph = match (recorded, ended) {
            (Ok(r), Ok(graph)) if !graph.is_null() => (r, graph),
            (recorded, ended) => {
                if let Ok(graph) = ended
                    && !graph.is_null()
                {
                    // SAFETY: the graph just captured, used by nothing
                    let _ = unsafe { result::graph::destroy(graph) };
                }
                recorded?;
                return Err(match ended {
                    Err(e) => driver("the driver could not capture a CUDA graph")(e),
                    Ok(_) => Error::Internal("a capture that made no graph".into()),
                });
            }
        };
        let (r, graph) = graph;
        // SAFETY: a graph captured above
        let exec = match unsafe { result::graph::instantiate(graph, sys::CUgraphInstantiate_flags(0)) } {
            Ok(exec) => exec,
            Err(e) => {
                // SAFETY: as above
                let _ = unsafe { result::graph::destroy(graph) };
                return Err(driver("the driver could not instantiate a CUDA graph")(e));
            }
        };
        Ok((Graph { graph, exec, device: self.clone(), _kept: kept, held: vec![] }, r))
    }

    /// Runs `record` as [`Device::capture`] does, capturing the work it queues into the
    /// body of a conditional WHILE node, the one node of a graph, and instantiates the
    /// graph. `record` is given the node's handle, which starts each launch at 1 (the body
    /// runs at least once) and which a kernel of the body sets for the next pass
    /// ([`decide_ptx`]). An error where the driver is older than conditional nodes
    /// ([`conditional_nodes`]), `record` fails, or the driver refuses the body (the node
    /// types a conditional body may hold are fewer than a graph's).
    pub(crate) fn capture_while<R>(
        self: &Arc<Self>,
        record: impl FnOnce(u64) -> Result<R, Error>,
    ) -> Result<(Graph, R), Error> {
        if !conditional_nodes() {
            return Err(Error::Backend {
                backend: "gpu",
                message: format!(
                    "the CUDA driver is older than {}.{}, which runs conditional graph nodes",
                    MIN_CONDITIONAL_DRIVER / 1000,
                    MIN_CONDITIONAL_DRIVER % 1000 / 10
                ),
            });
        }
        if capture_stream(self).is_some() {
            return Err(Error::Internal("a capture inside a capture".into()));
        }
        self.bind()?;
        let mut graph: sys::CUgraph = std::ptr::null_mut();
        // SAFETY: writes the new graph's handle
        unsafe { sys::cuGraphCreate(&mut graph, 0) }
            .result()
            .map_err(driver("cannot create a CUDA graph"))?;
        // the graph is destroyed on every path out but the last
        let made = (|| {
            let mut handle: sys::CUgraphConditionalHandle = 0;
            // SAFETY: a graph of this context, bound
            unsafe {
                sys::cuGraphConditionalHandleCreate(
                    &mut handle,
                    graph,
                    self.ctx.cu_ctx(),
                    1,
                    sys::CU_GRAPH_COND_ASSIGN_DEFAULT,
                )
            }
            .result()
            .map_err(driver("cannot create a CUDA graph's conditional handle"))?;
            // SAFETY: plain data, all of whose fields may be zero
            let mut params: sys::CUgraphNodeParams = unsafe { std::mem::zeroed() };
            params.type_ = sys::CUgraphNodeType::CU_GRAPH_NODE_TYPE_CONDITIONAL;
            params.__bindgen_anon_1.conditional = sys::CUDA_CONDITIONAL_NODE_PARAMS {
                handle,
                type_: sys::CUgraphConditionalNodeType::CU_GRAPH_COND_TYPE_WHILE,
                size: 1,
                phGraph_out: std::ptr::null_mut(),
                ctx: self.ctx.cu_ctx(),
            };
            let mut node: sys::CUgraphNode = std::ptr::null_mut();
            // SAFETY: the node's parameters above; the driver fills `phGraph_out` with an
            // array of `size` body graphs it owns (as long as the node)
            let body = unsafe {
                sys::cuGraphAddNode(&mut node, graph, std::ptr::null(), 0, &mut params)
                    .result()
                    .map_err(driver("cannot add a conditional node to a CUDA graph"))?;
                let out = params.__bindgen_anon_1.conditional.phGraph_out;
                match out.is_null() {
                    true => return Err(Error::Internal("a conditional node without its body".into())),
                    false => *out,
                }
            };
            let stream = self.ctx.new_stream().map_err(driver("cannot create a stream to capture on"))?;
            let mode = sys::CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL;
            // SAFETY: a stream of this context, bound; `body` is the node's empty graph
            unsafe {
                sys::cuStreamBeginCaptureToGraph(
                    stream.cu_stream(),
                    body,
                    std::ptr::null(),
                    std::ptr::null(),
                    0,
                    mode,
                )
            }
            .result()
            .map_err(driver("cannot start capturing a conditional node's body"))?;
            let recorded = {
                let _capturing = Capturing;
                CAPTURING.set(Some((std::ptr::from_ref(&**self) as usize, stream.cu_stream())));
                record(handle)
            };
            let kept = KEPT.with_borrow_mut(std::mem::take);
            let _ = self.bind();
            // SAFETY: the stream began capturing above; ended once (the graph it gives is
            // the body, which the node owns)
            let ended = unsafe { result::stream::end_capture(stream.cu_stream()) };
            let r = recorded?;
            ended.map_err(driver("the driver could not capture a conditional node's body"))?;
            // SAFETY: a graph made above
            let exec = unsafe { result::graph::instantiate(graph, sys::CUgraphInstantiate_flags(0)) }
                .map_err(driver("the driver could not instantiate a CUDA graph of a WHILE node"))?;
            Ok((exec, kept, r))
        })();
        match made {
            Ok((exec, kept, r)) => {
                Ok((Graph { graph, exec, device: self.clone(), _kept: kept, held: vec![] }, r))
            }
            Err(e) => {
                // SAFETY: the graph made above, used by nothing
                let _ = unsafe { result::graph::destroy(graph) };
                Err(e)
            }
        }
    }

    /// An error where this thread is capturing this device's work: `what` would need the
    /// captured work to have run (it has not), or cannot be replayed.
    pub(crate) fn not_capturing(&self, what: &str) -> Result<(), Error> {
        match capture_stream(self) {
            None => Ok(()),
            Some(_) => Err(Error::Backend {
                backend: "gpu",
                message: format!("{what} inside a step captured as a CUDA graph"),
            }),
        }
    }
}
