//! What the tests of deep programs share (also included by the facade's
//! `tests/deep_programs.rs`).

/// Runs `f` on a thread with a 2 MiB stack (a worker thread's usual size) and returns its
/// value; a stack overflow aborts the test process.
pub fn on_small_stack<R: Send + 'static>(f: impl FnOnce() -> R + Send + 'static) -> R {
    std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(f)
        .expect("a thread")
        .join()
        .expect("the thread ends without a stack overflow")
}
