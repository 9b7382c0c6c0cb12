"""The irregular cases' yardsticks on the GPU machine: CuPy's cuSPARSE and CUB.

Same inputs as `benches/gpu_stencils/irregular.rs` (the 2D Poisson 5-point matrix in CSR,
the random SPD matrix with power-law row lengths of `examples/cg`,
64 M f32 in segments, 256 M f32 filtered, 64 M u32 keys), each timed as the median of 20
runs with CUDA events after a warm-up, and printed in the same units as the systole cases.

    python3 benches/yardsticks/irregular.py
"""
import cupy as cp
import cupyx
import cupyx.scipy.sparse as sp
import cupyx.scipy.sparse.linalg as spla


def median_ms(f, runs=20):
    f()
    cp.cuda.Device().synchronize()
    times = []
    for _ in range(runs):
        start, stop = cp.cuda.Event(), cp.cuda.Event()
        start.record()
        f()
        stop.record()
        stop.synchronize()
        times.append(cp.cuda.get_elapsed_time(start, stop))
    return sorted(times)[runs // 2]


def poisson_2d(m, dtype):
    n = m * m
    i = cp.arange(n)
    r, c = i // m, i % m
    rows = [i, i[r > 0], i[r < m - 1], i[c > 0], i[c < m - 1]]
    cols = [i, i[r > 0] - m, i[r < m - 1] + m, i[c > 0] - 1, i[c < m - 1] + 1]
    vals = [cp.full(n, 4.0, dtype)] + [cp.full(len(x), -1.0, dtype) for x in rows[1:]]
    return sp.coo_matrix((cp.concatenate(vals), (cp.concatenate(rows), cp.concatenate(cols))), shape=(n, n)).tocsr()


def mix(z):
    """splitmix64's steps on a vector of uint64 (wrapping), as `examples/cg/solver.rs`."""
    z = z + cp.uint64(0x9E3779B97F4A7C15)
    z = (z ^ (z >> cp.uint64(30))) * cp.uint64(0xBF58476D1CE4E5B9)
    z = (z ^ (z >> cp.uint64(27))) * cp.uint64(0x94D049BB133111EB)
    return z ^ (z >> cp.uint64(31))


def draw(seed, stream, i):
    return mix(mix(cp.full(1, seed ^ stream, dtype=cp.uint64)) ^ i.astype(cp.uint64))


def trailing_zeros(r):
    low = r & (~r + cp.uint64(1))
    tz = cp.log2(low.astype(cp.float64)).astype(cp.int64)
    return cp.where(r == 0, 64, tz)


def power_law(n, dtype, seed=1):
    """`Csr::power_law(n, seed)` of examples/cg/solver.rs, built the same way."""
    i = cp.arange(n, dtype=cp.uint64)
    cap = max(n // 64, 1).bit_length() - 1
    t = cp.minimum(2 * trailing_zeros(draw(seed, 1, i)) // 3, cap)
    low = cp.left_shift(cp.uint64(2), t.astype(cp.uint64))
    k = (low + draw(seed, 2, i) % low).astype(cp.int64) if n >= 2 else cp.zeros(n, cp.int64)
    ends = cp.cumsum(k)
    e = cp.arange(int(ends[-1]) if n else 0, dtype=cp.int64)
    rows = cp.searchsorted(ends, e, side="right")
    e = e.astype(cp.uint64)
    cols = (draw(seed, 3, e) % cp.uint64(n)).astype(cp.int64)
    cols = cp.where(cols == rows, (rows + 1) % n, cols)
    v = -(1 + (draw(seed, 4, e) % cp.uint64(4)).astype(cp.int64))
    magnitude = cp.zeros(n, cp.uint64)  # (scatter_add has no int64)
    cupyx.scatter_add(magnitude, rows, (-v).astype(cp.uint64))
    cupyx.scatter_add(magnitude, cols, (-v).astype(cp.uint64))
    diagonal = 1 + (draw(seed, 5, i) % cp.uint64(4)).astype(cp.int64) + magnitude.astype(cp.int64)
    r = cp.concatenate([rows, cols, cp.arange(n, dtype=cp.int64)])
    c = cp.concatenate([cols, rows, cp.arange(n, dtype=cp.int64)])
    vals = cp.concatenate([v, v, diagonal]).astype(dtype)
    a = sp.coo_matrix((vals, (r, c)), shape=(n, n)).tocsr()
    a.sum_duplicates()
    return a


def copy_gbps():
    a = cp.empty(256 << 20, cp.uint8)
    b = cp.empty_like(a)
    ms = median_ms(lambda: b.__setitem__(Ellipsis, a))
    return 2 * a.nbytes / ms / 1e6


print(f"copy roofline {copy_gbps():.0f} GB/s ({cp.cuda.runtime.getDeviceProperties(0)['name'].decode()})")
for dtype, name in [(cp.float32, "f32"), (cp.float64, "f64")]:
    a = poisson_2d(4096, dtype)
    x = cp.random.rand(a.shape[0]).astype(dtype)
    ms = median_ms(lambda: a @ x)
    print(f"cuSPARSE spmv poisson2d {name} 4096^2: {a.nnz / ms / 1e6:.1f} Gnnz/s ({ms:.3f} ms)")
for dtype, name in [(cp.float32, "f32"), (cp.float64, "f64")]:
    a = power_law(4 << 20, dtype)
    x = cp.random.rand(a.shape[0]).astype(dtype)
    ms = median_ms(lambda: a @ x)
    print(f"cuSPARSE spmv powerlaw {name} 4M: {a.nnz / ms / 1e6:.1f} Gnnz/s ({ms:.3f} ms, {a.nnz} stored)")
n = 64 << 20
xs = cp.random.rand(n).astype(cp.float32)
for label, lengths in [("uniform", cp.full(n // 4, 4)), ("skewed", cp.concatenate([cp.array([n // 2]), cp.ones(n // 2, dtype=cp.int64)]))]:
    offsets = cp.concatenate([cp.zeros(1, dtype=cp.int64), cp.cumsum(lengths)])
    m = sp.csr_matrix((xs, cp.arange(n) % 1, offsets), shape=(len(lengths), 1))
    ms = median_ms(lambda: m.sum(axis=1))
    print(f"cuSPARSE segment sums (csr.sum(axis=1)) {label} f32 64M: {n / ms / 1e6:.1f} GElem/s ({ms:.3f} ms)")
big = cp.random.rand(256 << 20).astype(cp.float32)
ms = median_ms(lambda: big[big < 0.5])
print(f"cupy boolean mask (CUB) filter f32 256M half kept: {big.size / ms / 1e6:.1f} GElem/s ({ms:.3f} ms)")
keys = cp.random.randint(0, 2**32, size=n, dtype=cp.uint64).astype(cp.uint32)
vals = cp.random.rand(n).astype(cp.float32)
ms = median_ms(lambda: cp.sort(keys))
print(f"cupy.sort (CUB radix) u32 64M: {n / ms / 1e6:.1f} GKeys/s ({ms:.3f} ms)")
ms = median_ms(lambda: vals[cp.argsort(keys)])
print(f"cupy argsort + gather (CUB radix pairs) u32->f32 64M: {n / ms / 1e6:.1f} GKeys/s ({ms:.3f} ms)")
for m, dtype, name, iters in [(1024, cp.float32, "f32", 200), (4096, cp.float64, "f64", 50)]:
    a = poisson_2d(m, dtype)
    b = cp.ones(a.shape[0], dtype)
    def solve():
        try:
            spla.cg(a, b, rtol=0.0, maxiter=iters)
        except TypeError:  # CuPy before 14 names it `tol`
            spla.cg(a, b, tol=0.0, maxiter=iters)
    ms = median_ms(solve, runs=5)
    print(f"cupyx cg poisson2d {name} {m}^2: {ms * 1000 / iters:.0f} us an iteration ({iters} iterations)")
