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

use std::cell::{Cell, RefCell};
use std::sync::Arc;

use cudarc::driver::{result, sys};
use systole_frontend::Error;

use crate::device::{Device, DeviceBuffer, driver};

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
