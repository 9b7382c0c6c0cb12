//! Fallible host allocation: every buffer whose size a program's shapes decide is allocated
//! through here, so that a shape too large for the machine is [`Error::OutOfMemory`] and
//! not an abort, a panic or the kernel's out-of-memory killer.
//!
//! Rust's `Vec::with_capacity` and `vec![0; n]` abort the process when the allocator says
//! no, and panic ("capacity overflow") when the bytes do not fit in `isize`. Worse, Linux
//! overcommits memory: an allocation far larger than the machine may succeed, and the
//! process is killed later, when it writes the pages. So a request is refused before the
//! allocator sees it when its bytes overflow, or exceed the machine's memory and swap
//! together ([`limit`], what Linux's own overcommit heuristic refuses too); below that the
//! allocator decides, through `try_reserve_exact` and `alloc_zeroed`, whose failures are
//! errors too.

use std::alloc::Layout;
use std::sync::OnceLock;

use crate::error::Error;

/// The bytes of `len` values of `size` bytes each, exactly (no overflow in `u128`).
pub fn bytes(len: usize, size: usize) -> u128 {
    len as u128 * size as u128
}

/// The most bytes one allocation may ask for: the machine's memory and swap together (on
/// Linux; elsewhere `isize::MAX`).
pub fn limit() -> u128 {
    static LIMIT: OnceLock<u128> = OnceLock::new();
    *LIMIT.get_or_init(|| machine_memory().unwrap_or(isize::MAX as u128).min(isize::MAX as u128))
}

#[cfg(target_os = "linux")]
fn machine_memory() -> Option<u128> {
    // SAFETY: sysinfo fills the struct it is given and has no other effect
    let info = unsafe {
        let mut info: libc::sysinfo = std::mem::zeroed();
        (libc::sysinfo(&mut info) == 0).then_some(info)?
    };
    let unit = u128::from(info.mem_unit.max(1));
    Some((u128::from(info.totalram) + u128::from(info.totalswap)) * unit)
}

#[cfg(not(target_os = "linux"))]
fn machine_memory() -> Option<u128> {
    None
}

/// `Ok` when `bytes` bytes for `what` may be asked of the allocator (see [`limit`]).
pub fn check(bytes: u128, what: &str) -> Result<(), Error> {
    if bytes > limit() {
        return Err(out_of_memory(bytes, what));
    }
    Ok(())
}

fn out_of_memory(bytes: u128, what: &str) -> Error {
    Error::OutOfMemory { bytes, what: what.to_string() }
}

/// An empty vector with room for `len` values, or [`Error::OutOfMemory`] naming `what`.
pub fn try_vec<T>(len: usize, what: &str) -> Result<Vec<T>, Error> {
    let bytes = bytes(len, size_of::<T>());
    check(bytes, what)?;
    let mut v = Vec::new();
    v.try_reserve_exact(len).map_err(|_| out_of_memory(bytes, what))?;
    Ok(v)
}

/// A copy of `values`, or [`Error::OutOfMemory`] naming `what`.
pub fn try_copy<T: Clone>(values: &[T], what: &str) -> Result<Vec<T>, Error> {
    let mut v = try_vec(values.len(), what)?;
    v.extend_from_slice(values);
    Ok(v)
}

/// The element types whose all-zero bytes are a value (`false`, `0`, `+0.0`).
pub(crate) trait Zeroable: Copy {}
macro_rules! zeroable {
    ($($t:ty),*) => { $(impl Zeroable for $t {})* };
}
zeroable!(bool, i8, i16, i32, i64, u8, u16, u32, u64, f32, f64);

/// `len` zeros, or [`Error::OutOfMemory`] naming `what`. The pages come from the allocator
/// zeroed (mapped on first touch), as `vec![0; len]`'s do: no pass over memory.
pub(crate) fn try_zeroed<T: Zeroable>(len: usize, what: &str) -> Result<Vec<T>, Error> {
    let bytes = bytes(len, size_of::<T>());
    check(bytes, what)?;
    let layout = Layout::array::<T>(len).map_err(|_| out_of_memory(bytes, what))?;
    if layout.size() == 0 {
        return Ok(Vec::new());
    }
    // SAFETY: the layout is not empty; a non-null result is `len` zeroed `T`s (a value of
    // every `Zeroable` type), allocated by the global allocator with the layout a
    // `Vec<T>` of capacity `len` has, so the vector may own and free it
    unsafe {
        let ptr = std::alloc::alloc_zeroed(layout).cast::<T>();
        if ptr.is_null() {
            return Err(out_of_memory(bytes, what));
        }
        Ok(Vec::from_raw_parts(ptr, len, len))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_beyond_the_machine_fail_before_allocating() {
        // 4 TiB, and 2^64 bytes (2^61 f64s), and a length whose bytes overflow usize
        for (len, size) in [(1usize << 40, 4usize), (1 << 61, 8), (usize::MAX, 2)] {
            let err = check(bytes(len, size), "a test").unwrap_err();
            assert_eq!(err, Error::OutOfMemory { bytes: len as u128 * size as u128, what: "a test".into() });
        }
        assert!(try_vec::<u64>(1 << 61, "x").is_err());
        assert!(try_zeroed::<f64>(1 << 61, "x").is_err());
        assert!(try_zeroed::<i32>(1 << 40, "x").is_err());
        let err = try_vec::<[u8; 32]>(1 << 40, "the values of a generate").unwrap_err();
        assert_eq!(
            err.to_string(),
            "out of memory: cannot allocate 35184372088832 bytes for the values of a generate"
        );
    }

    #[test]
    fn small_requests_are_granted_zeroed() {
        let v = try_zeroed::<f64>(1000, "x").unwrap();
        assert_eq!((v.len(), v.iter().all(|&x| x == 0.0)), (1000, true));
        assert!(try_zeroed::<bool>(0, "x").unwrap().is_empty());
        assert_eq!(try_copy(&[1, 2, 3], "x").unwrap(), vec![1, 2, 3]);
        assert!(try_vec::<u8>(1 << 20, "x").unwrap().capacity() >= 1 << 20);
    }
}
