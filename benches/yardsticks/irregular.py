"""The irregular cases' yardsticks on the GPU machine: CuPy's cuSPARSE and CUB.

Same inputs as `benches/gpu_stencils/irregular.rs` (the 2D Poisson 5-point matrix in CSR,
64 M f32 in segments, 256 M f32 filtered, 64 M u32 keys), each timed as the median of 20
runs with CUDA events after a warm-up, and printed in the same units as the systole cases.

    python3 benches/yardsticks/irregular.py
"""
import cupy as cp
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
