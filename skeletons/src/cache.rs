//! The on-disk kernel cache both LLVM backends share: compiled code kept between processes,
//! checked before it is loaded.
//!
//! ```text
//!  <root>/<folder>/<key>.<ext>        root: $SYSTOLE_CACHE_DIR, or the platform's cache
//!                                     directory + `systole`; folder: the backend's, named
//!                                     after LLVM, the target and the code generator
//!  an entry:  MAGIC (8 bytes) | payload length (u64, little-endian) | checksum (32 bytes) | payload
//!             checksum = blake3(key ‖ payload)
//! ```
//!
//! The CPU backend keeps object files here and maps their code into the process; the GPU
//! backend keeps PTX, which the driver compiles and runs, and for a huge kernel beside it the
//! object the CUDA toolkit's `ptxas` assembled from it (`.cubin`), which the driver links. Code loaded blindly from a file
//! that was truncated, zeroed or had a bit flipped fails to load with an error naming no
//! file, hangs, or traps. So:
//!
//! - **Every entry is checked before it is loaded**: its header, its length and a blake3
//!   checksum of the kernel's key and its code. The key is in the checksum, so an entry
//!   copied under another kernel's name fails too. An entry that fails is deleted and the
//!   kernel compiled again; the compile report says why (`SYSTOLE_DUMP=compile`).
//! - **Writes are atomic**: a temporary file of its own in the same folder (created
//!   exclusively, readable by the user only), renamed over the entry, so that a reader in
//!   another thread or process sees a whole entry or none.
//! - **The folders are private**: created 0700. A cache folder that group or others can
//!   write to, or that belongs to another user, is not used (anyone who can write there can
//!   plant code this process would run, checksum and all: the checksum catches accidents,
//!   the permissions keep others out), and a warning says so once a process.

use std::fs;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use systole_frontend::Error;

use crate::kernel::{Key, Source};

/// The first bytes of every entry (`SYSTOLE` and the format's version).
const MAGIC: [u8; 8] = *b"SYSTOLE\x01";
/// The bytes before an entry's payload: magic, length, checksum.
const HEADER: usize = MAGIC.len() + 8 + 32;

/// The root of the on-disk kernel caches: `$SYSTOLE_CACHE_DIR`, or the platform's cache
/// directory + `systole`; `None` when `SYSTOLE_CACHE_DIR=off` (or empty) turns caching off
/// or there is no cache directory.
pub fn cache_root() -> Option<PathBuf> {
    match std::env::var_os("SYSTOLE_CACHE_DIR") {
        Some(v) if v == "off" || v.is_empty() => None,
        Some(v) => Some(PathBuf::from(v)),
        None => Some(dirs::cache_dir()?.join("systole")),
    }
}

/// One backend's folder of the disk cache; entries are named `<key>.<ext>`.
#[derive(Clone, Debug)]
pub struct DiskCache {
    dir: PathBuf,
    ext: &'static str,
}

/// What [`DiskCache::load`] found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Lookup {
    /// The entry's payload, checked.
    Hit(Vec<u8>),
    /// No entry.
    Miss,
    /// An entry that failed its check (deleted) or could not be read: why, with the file.
    Rejected(String),
}

/// Code for a kernel: its bytes, where they came from, and a note for the compile report
/// when a disk entry was rejected on the way ([`crate::kernel::KernelCompile::note`]).
pub struct Code {
    /// The object file (CPU) or PTX (GPU).
    pub bytes: Vec<u8>,
    /// [`Source::Disk`] or [`Source::Compiled`].
    pub source: Source,
    /// Why the disk's entry was not used, if there was one and it was not.
    pub note: Option<String>,
}

impl DiskCache {
    /// The cache folder `folder` under [`cache_root`], created private to the user, for
    /// entries with extension `ext`; `None` when caching is off, the folder cannot be
    /// created, or it (or the root) is open to others (then with a warning on stderr, once
    /// a process).
    pub fn open(folder: &str, ext: &'static str) -> Option<DiskCache> {
        DiskCache::at(&cache_root()?, folder, ext)
    }

    /// [`DiskCache::open`] under `root`.
    pub fn at(root: &Path, folder: &str, ext: &'static str) -> Option<DiskCache> {
        let dir = root.join(folder);
        create_private(&dir).ok()?;
        for d in [root, &dir] {
            if let Some(why) = open_to_others(d) {
                warn_once(&format!(
                    "systole: warning: not using the kernel cache in {}: {why}; every kernel is \
                     compiled again (make it private with `chmod 700`, or set SYSTOLE_CACHE_DIR \
                     to a folder of your own, or to `off`)",
                    d.display()
                ));
                return None;
            }
        }
        Some(DiskCache { dir, ext })
    }

    /// The folder.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The file of `key`'s entry.
    pub fn path(&self, key: Key) -> PathBuf {
        self.dir.join(format!("{key}.{}", self.ext))
    }

    /// `key`'s entry, checked; one that fails its check is deleted.
    pub fn load(&self, key: Key) -> Lookup {
        let path = self.path(key);
        let bytes = match fs::read(&path) {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Lookup::Miss,
            Err(e) => return Lookup::Rejected(format!("{} cannot be read ({e})", path.display())),
        };
        match check(key, &bytes) {
            Ok(payload) => Lookup::Hit(payload.to_vec()),
            Err(why) => {
                let deleted = match fs::remove_file(&path) {
                    Ok(()) => "deleted".to_string(),
                    Err(e) => format!("could not be deleted: {e}"),
                };
                Lookup::Rejected(format!("{} {why}; {deleted}", path.display()))
            }
        }
    }

    /// Writes `key`'s entry atomically (a temporary file, renamed).
    pub fn store(&self, key: Key, payload: &[u8]) -> std::io::Result<()> {
        static WRITES: AtomicU64 = AtomicU64::new(0);
        let path = self.path(key);
        // a name of this call's own: threads and processes write at once
        let call = WRITES.fetch_add(1, Ordering::Relaxed);
        let tmp = path.with_extension(format!("{}.tmp-{}-{call}", self.ext, std::process::id()));
        let written = (|| {
            let mut file = private_file(&tmp)?;
            file.write_all(&entry(key, payload))?;
            fs::rename(&tmp, &path)
        })();
        if written.is_err() {
            let _ = fs::remove_file(&tmp);
        }
        written
    }

    /// Deletes `key`'s entry (its code failed to load although it passed its check);
    /// returns the file's name for the error.
    pub fn discard(&self, key: Key) -> PathBuf {
        let path = self.path(key);
        let _ = fs::remove_file(&path);
        path
    }
}

/// `key`'s code from `cache` when it holds a good entry, else from `compile`, whose result
/// is then stored (a failure to store only costs the next process a compilation).
pub fn load_or_compile(
    cache: Option<&DiskCache>,
    key: Key,
    compile: impl FnOnce() -> Result<Vec<u8>, Error>,
) -> Result<Code, Error> {
    let note = match cache.map(|c| c.load(key)) {
        Some(Lookup::Hit(bytes)) => return Ok(Code { bytes, source: Source::Disk, note: None }),
        Some(Lookup::Rejected(why)) => Some(format!("disk cache entry {why}")),
        Some(Lookup::Miss) | None => None,
    };
    let bytes = compile()?;
    if let Some(cache) = cache {
        let _ = cache.store(key, &bytes);
    }
    Ok(Code { bytes, source: Source::Compiled, note })
}

/// The checksum of an entry: blake3 of the key and the payload.
fn checksum(key: Key, payload: &[u8]) -> [u8; 32] {
    let mut h = blake3::Hasher::new();
    h.update(&key.0.to_le_bytes());
    h.update(payload);
    *h.finalize().as_bytes()
}

/// The bytes of `key`'s entry holding `payload`.
fn entry(key: Key, payload: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(HEADER + payload.len());
    out.extend_from_slice(&MAGIC);
    out.extend_from_slice(&(payload.len() as u64).to_le_bytes());
    out.extend_from_slice(&checksum(key, payload));
    out.extend_from_slice(payload);
    out
}

/// The payload of `key`'s entry `bytes`, or why it fails its check.
fn check(key: Key, bytes: &[u8]) -> Result<&[u8], String> {
    let Some((magic, rest)) = bytes.split_first_chunk::<8>() else {
        return Err(format!("is truncated ({} bytes, shorter than its header)", bytes.len()));
    };
    if *magic != MAGIC {
        return Err("is not a kernel cache entry of this version (its header is wrong)".into());
    }
    let Some((len, rest)) = rest.split_first_chunk::<8>() else {
        return Err(format!("is truncated ({} bytes, shorter than its header)", bytes.len()));
    };
    let Some((sum, payload)) = rest.split_first_chunk::<32>() else {
        return Err(format!("is truncated ({} bytes, shorter than its header)", bytes.len()));
    };
    let len = u64::from_le_bytes(*len);
    if len != payload.len() as u64 {
        return Err(format!("holds {} bytes of code where its header says {len}", payload.len()));
    }
    if *sum != checksum(key, payload) {
        return Err("fails its checksum (its code was changed, or it is another kernel's)".into());
    }
    Ok(payload)
}

/// Creates `dir` and its missing parents, each readable by the user only.
fn create_private(dir: &Path) -> std::io::Result<()> {
    let mut builder = fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    builder.create(dir)
}

/// A new file at `path` (never an existing one, nor through a link), readable by the user only.
fn private_file(path: &Path) -> std::io::Result<fs::File> {
    let mut options = fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    options.open(path)
}

/// Why others could write to the folder `dir`, if they can: group or others have write
/// permission, or it belongs to another user.
fn open_to_others(dir: &Path) -> Option<String> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt as _;
        let meta = match fs::metadata(dir) {
            Ok(meta) => meta,
            Err(e) => return Some(format!("cannot inspect it ({e})")),
        };
        if meta.mode() & 0o022 != 0 {
            return Some(format!("group or others can write to it (mode {:o})", meta.mode() & 0o777));
        }
        // SAFETY: geteuid has no preconditions and cannot fail
        let me = unsafe { libc::geteuid() };
        if meta.uid() != me {
            return Some(format!("it belongs to user {}, not to this process's user {me}", meta.uid()));
        }
    }
    #[cfg(not(unix))]
    let _ = dir;
    None
}

/// Prints `message` on stderr unless a warning was printed already in this process.
fn warn_once(message: &str) {
    static WARNED: AtomicBool = AtomicBool::new(false);
    if !WARNED.swap(true, Ordering::Relaxed) {
        eprintln!("{message}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const A: Key = Key(0x0123_4567_89ab_cdef_0123_4567_89ab_cdef);
    const B: Key = Key(0xfedc_ba98_7654_3210_fedc_ba98_7654_3210);

    fn temp(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("systole-cache-unit-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn an_entry_reads_back_and_every_corruption_fails_its_check() {
        let code: Vec<u8> = (0..200u8).collect();
        let good = entry(A, &code);
        assert_eq!(check(A, &good), Ok(&code[..]));
        let mut flipped = good.clone();
        flipped[HEADER + 100] ^= 0x10;
        let mut extra = good.clone();
        extra.push(0);
        let bad = [
            ("truncated", good[..good.len() / 2].to_vec()),
            ("truncated in the header", good[..HEADER - 1].to_vec()),
            ("zeroed", vec![0; good.len()]),
            ("another kernel's", entry(B, &code)),
            ("a bit flipped in the code", flipped),
            ("an extra byte", extra),
            ("empty", vec![]),
        ];
        for (what, bytes) in bad {
            assert!(check(A, &bytes).is_err(), "{what} passed the check");
        }
    }

    #[test]
    fn a_stored_entry_loads_and_a_corrupt_one_is_deleted() {
        let root = temp("store");
        let cache = DiskCache::at(&root, "f", "o").expect("a private cache folder");
        assert_eq!(cache.load(A), Lookup::Miss);
        cache.store(A, b"some code").unwrap();
        assert_eq!(cache.load(A), Lookup::Hit(b"some code".to_vec()));
        // no temporary file is left behind
        assert_eq!(fs::read_dir(cache.dir()).unwrap().count(), 1);
        fs::copy(cache.path(A), cache.path(B)).unwrap();
        match cache.load(B) {
            Lookup::Rejected(why) => {
                assert!(why.contains("fails its checksum") && why.contains("deleted"), "{why}")
            }
            other => panic!("another kernel's entry was {other:?}"),
        }
        assert!(!cache.path(B).exists());
        // compiled again, stored, and found the next time
        let code = load_or_compile(Some(&cache), B, || Ok(b"B's code".to_vec())).unwrap();
        assert_eq!((code.source, code.note), (Source::Compiled, None));
        let code =
            load_or_compile(Some(&cache), B, || Err(Error::Internal("compiled twice".into()))).unwrap();
        assert_eq!((code.bytes, code.source), (b"B's code".to_vec(), Source::Disk));
        fs::write(cache.path(B), [b'x'; 100]).unwrap();
        let code = load_or_compile(Some(&cache), B, || Ok(b"B's code".to_vec())).unwrap();
        assert_eq!(code.source, Source::Compiled);
        assert!(code.note.is_some_and(|n| n.contains("its header is wrong")));
        let _ = fs::remove_dir_all(&root);
    }

    #[cfg(unix)]
    #[test]
    fn folders_are_created_private_and_one_open_to_others_is_not_used() {
        use std::os::unix::fs::PermissionsExt as _;
        let root = temp("modes");
        let cache = DiskCache::at(&root, "f", "o").expect("a private cache folder");
        for d in [&root, cache.dir()] {
            assert_eq!(fs::metadata(d).unwrap().permissions().mode() & 0o777, 0o700, "{}", d.display());
        }
        cache.store(A, b"x").unwrap();
        assert_eq!(fs::metadata(cache.path(A)).unwrap().permissions().mode() & 0o777, 0o600);
        fs::set_permissions(&root, fs::Permissions::from_mode(0o777)).unwrap();
        assert!(DiskCache::at(&root, "f", "o").is_none());
        assert!(open_to_others(&root).is_some_and(|why| why.contains("mode 777")));
        fs::set_permissions(&root, fs::Permissions::from_mode(0o700)).unwrap();
        fs::set_permissions(cache.dir(), fs::Permissions::from_mode(0o720)).unwrap();
        assert!(DiskCache::at(&root, "f", "o").is_none());
        fs::set_permissions(cache.dir(), fs::Permissions::from_mode(0o755)).unwrap();
        assert!(DiskCache::at(&root, "f", "o").is_some(), "readable by others is not writable by them");
        let _ = fs::remove_dir_all(&root);
    }
}
