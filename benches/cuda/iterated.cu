// Hand-written CUDA yardsticks for iterated stencils: j2d5pt (weights / 49, clamp) stepped
// many times, measured in the same run as the device's copy bandwidth. What a careful
// programmer writes by hand to keep an iterative solver on the device, to compare systole's
// loops with, and to try kernel structures before the code generator emits them.
//
//   nvcc -O3 -arch=sm_90 -std=c++17 -o iterated benches/cuda/iterated.cu && ./iterated [FILTER]
//
// Every result is checked against the host loop of one-step launches (itself the plain
// one-thread-per-cell kernel), which the other structures must match within 1e-5 (the
// order of the floating-point operations is the same, so they usually match exactly). The
// rate is cells x steps / s, the median of 5 timed runs of the whole loop (CUDA events).
//
// Structures:
// - loop: one launch a step from the host; graph: the same launches replayed as one CUDA
//   graph.
// - barrier: a persistent kernel (cooperative launch, one block a multiprocessor) that only
//   synchronises: the cost of a grid-wide barrier (`atom.add.release.gpu` on a counter,
//   `ld.acquire.gpu` polling), and of waiting only for the two neighbouring blocks' flags.
// - band<C,R,K>: a persistent kernel (PERKS): block `b` keeps rows `b R .. b R + R` of the
//   domain in registers, all its columns (C a lane), for all the steps; every K steps it
//   exchanges K halo rows with its neighbours through global memory (temporal blocking:
//   it computes its rows and K halo rows each side, K steps, the valid rows shrinking by
//   one a step), synchronised by a grid barrier or by its neighbours' flags.
// - awhile band<C,R,K>: the band run to a tolerance (the max-norm of a step's change), the
//   yardstick of systole's `awhile` (below, `awhile_band`).
// - stream<C,K>: temporal blocking by streaming (EBISU-like), for domains too large to keep
//   on chip: one launch computes K steps; a warp walks a strip of 32 C columns down a chunk
//   of rows, the K steps as K stages of a pipeline in registers (stage s computes its row
//   r once stage s-1 has row r+1), strips and chunks overlapping by K columns and rows
//   each side. The launches are replayed as a CUDA graph.

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include <cooperative_groups.h>

#include "common.cuh"

static const int REPS = 5;
static double g_copy = 0;  // GB/s, read + write
static int g_sms = 0;

// Products and sums rounded one by one, never contracted into fused multiply-adds.
__device__ __forceinline__ float mul_rn(float a, float b) { return __fmul_rn(a, b); }
__device__ __forceinline__ double mul_rn(double a, double b) { return __dmul_rn(a, b); }
__device__ __forceinline__ float add_rn(float a, float b) { return __fadd_rn(a, b); }
__device__ __forceinline__ double add_rn(double a, double b) { return __dadd_rn(a, b); }

// j2d5pt with the weights divided once: (5 up + 12 left + 15 c + 12 right + 5 down) / 49;
// STRICT: in IEEE order, each product and sum rounded (as systole's `awhile`, whose
// results are the interpreter's bit for bit), else as nvcc contracts it.
template <bool STRICT = false, typename T>
__device__ __forceinline__ T j5(T up, T left, T c, T right, T down) {
  const T a = T(5.0 / 49), b = T(12.0 / 49), m = T(15.0 / 49);
  if (STRICT)
    return add_rn(add_rn(add_rn(add_rn(mul_rn(up, a), mul_rn(left, b)), mul_rn(c, m)), mul_rn(right, b)), mul_rn(down, a));
  return up * a + left * b + c * m + right * b + down * a;
}

// ---------------------------------------------------------------- one step a launch

template <typename T, bool STRICT = false>
__global__ void step_naive(const T* __restrict__ in, T* __restrict__ out, int ny, int nx) {
  int x = blockIdx.x * 32 + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= nx || y >= ny) return;
  const T* row = in + (size_t)y * nx;
  T up = in[(size_t)clampi(y - 1, 0, ny - 1) * nx + x], down = in[(size_t)clampi(y + 1, 0, ny - 1) * nx + x];
  out[(size_t)y * nx + x] = j5<STRICT>(up, row[clampi(x - 1, 0, nx - 1)], row[x], row[clampi(x + 1, 0, nx - 1)], down);
}

// ---------------------------------------------------------------- synchronisation

// A grid-wide barrier as cooperative groups builds it: every block's first thread, once the
// block has arrived, fences and adds 1 to `count`, then waits until it holds `epoch *
// blocks`, and fences again. The counter only grows, so no reset races the next barrier.
__device__ __forceinline__ void grid_barrier(unsigned* count, unsigned blocks, unsigned epoch) {
  __syncthreads();
  if (threadIdx.x == 0) {
    __threadfence();
    atomicAdd(count, 1u);
    unsigned target = epoch * blocks;
    while ((int)(*(volatile unsigned*)count - target) < 0) {
    }
    __threadfence();
  }
  __syncthreads();
}

// Publishes this block's `epoch`, then waits until blocks `b - 1` and `b + 1` (those that
// exist) have published theirs: fences around flags written and polled as the barrier's.
__device__ __forceinline__ void neighbour_sync(unsigned* flags, int b, int blocks, unsigned epoch) {
  __syncthreads();
  if (threadIdx.x < 3) {
    if (threadIdx.x == 0) {
      __threadfence();
      atomicExch(flags + b, epoch);
    }
    int n = b - 1 + 2 * (int)(threadIdx.x == 2);
    if (threadIdx.x > 0 && n >= 0 && n < blocks)
      while ((int)(*(volatile unsigned*)(flags + n) - epoch) < 0) {
      }
    __threadfence();
  }
  __syncthreads();
}

__global__ void barrier_only(unsigned* count, unsigned* flags, int iterations, bool neighbours) {
  for (int i = 1; i <= iterations; i++) {
    if (neighbours) neighbour_sync(flags, blockIdx.x, gridDim.x, i);
    else grid_barrier(count, gridDim.x, i);
  }
}

// ---------------------------------------------------------------- band: PERKS in registers

// One step of a band's held rows `v` (below): the warps' edge columns through `edges`
// (one of two buffers, alternating by step, so one block barrier a step suffices), the
// rows inside the held ones computed, rows past the domain's top and bottom remade by the
// clamp rule. Where CHANGE, returns the largest |new - old| of the block's own rows
// (K .. K + R, valid for the K steps of an epoch), else 0. STRICT: as `j5`'s.
template <typename T, int C, int R, int K, bool CHANGE, bool STRICT = false>
__device__ __forceinline__ T band_step(T (&v)[R + 2 * K][C], T (&edges)[2][32][R + 2 * K], bool top, bool bottom) {
  constexpr int H = R + 2 * K;
  const int t = threadIdx.x, lane = t & 31, warp = t >> 5, warps = blockDim.x >> 5;
  T change = 0;
  // the warp's edge columns, for the neighbouring warps' lanes 31 and 0
  if (lane == 0)
#pragma unroll
    for (int i = 0; i < H; i++) edges[0][warp][i] = v[i][0];
  if (lane == 31)
#pragma unroll
    for (int i = 0; i < H; i++) edges[1][warp][i] = v[i][C - 1];
  __syncthreads();
  T above[C];
#pragma unroll
  for (int c = 0; c < C; c++) above[c] = v[0][c];
#pragma unroll
  for (int i = 1; i < H - 1; i++) {
    T left = __shfl_up_sync(0xffffffffu, v[i][C - 1], 1), right = __shfl_down_sync(0xffffffffu, v[i][0], 1);
    if (lane == 0) left = warp > 0 ? edges[1][warp - 1][i] : v[i][0];
    if (lane == 31) right = warp < warps - 1 ? edges[0][warp + 1][i] : v[i][C - 1];
    T row[C];
#pragma unroll
    for (int c = 0; c < C; c++) {
      T l = c == 0 ? left : v[i][c - 1], r = c == C - 1 ? right : v[i][c + 1];
      row[c] = j5<STRICT>(above[c], l, v[i][c], r, v[i + 1][c]);
    }
    if (CHANGE && i >= K && i < K + R)
#pragma unroll
      for (int c = 0; c < C; c++) {
        T d = row[c] > v[i][c] ? row[c] - v[i][c] : v[i][c] - row[c];
        change = d > change ? d : change;
      }
#pragma unroll
    for (int c = 0; c < C; c++) {
      above[c] = v[i][c];
      v[i][c] = row[c];
    }
  }
  // the clamp rule past the domain's top and bottom, at every step
  if (top)
#pragma unroll
    for (int i = 0; i < K; i++)
#pragma unroll
      for (int c = 0; c < C; c++) v[i][c] = v[K][c];
  if (bottom)
#pragma unroll
    for (int i = R + K; i < H; i++)
#pragma unroll
      for (int c = 0; c < C; c++) v[i][c] = v[R + K - 1][c];
  return change;
}

// Writes a block's K first and K last own rows to its place of `xbuf` for epoch parity `q`.
template <typename T, int C, int R, int K>
__device__ __forceinline__ void publish(const T (&v)[R + 2 * K][C], T* xbuf, int q, int b, int blocks, int nx) {
  const int x0 = threadIdx.x * C;
  T* mine = xbuf + ((size_t)(q * blocks + b) * 2 * K) * nx;
#pragma unroll
  for (int i = 0; i < K; i++)
#pragma unroll
    for (int c = 0; c < C; c++) {
      mine[(size_t)i * nx + x0 + c] = v[K + i][c];
      mine[(size_t)(K + i) * nx + x0 + c] = v[R + i][c];
    }
}

// Reads the K rows above and below a block's own from its neighbours' places of `xbuf`.
template <typename T, int C, int R, int K>
__device__ __forceinline__ void refresh(T (&v)[R + 2 * K][C], const T* xbuf, int q, int b, int blocks, int nx) {
  const int x0 = threadIdx.x * C;
  if (b > 0) {
    const T* from = xbuf + ((size_t)(q * blocks + b - 1) * 2 * K + K) * nx;
#pragma unroll
    for (int i = 0; i < K; i++)
#pragma unroll
      for (int c = 0; c < C; c++) v[i][c] = __ldcg(from + (size_t)i * nx + x0 + c);
  }
  if (b < blocks - 1) {
    const T* from = xbuf + ((size_t)(q * blocks + b + 1) * 2 * K) * nx;
#pragma unroll
    for (int i = 0; i < K; i++)
#pragma unroll
      for (int c = 0; c < C; c++) v[R + K + i][c] = __ldcg(from + (size_t)i * nx + x0 + c);
  }
}

// Block b owns rows b R .. b R + R; thread t holds columns t C .. t C + C of rows
// b R - K .. b R + R + K (rows past the domain: copies of its edge row, the clamp rule of
// every step). `xbuf` holds each block's K first and K last own rows, twice (by epoch
// parity); `sync` 0: grid barrier, 1: neighbours' flags.
template <typename T, int C, int R, int K, int TPB>
__global__ void __launch_bounds__(TPB, 1)
band(const T* __restrict__ in, T* __restrict__ out, T* xbuf, unsigned* count, unsigned* flags, int ny, int nx, int steps, int sync) {
  constexpr int H = R + 2 * K;  // rows held
  const int b = blockIdx.x, blocks = gridDim.x, x0 = threadIdx.x * C;
  __shared__ T edges[2][2][32][H];  // [parity][left/right][warp][row]
  T v[H][C];
#pragma unroll
  for (int i = 0; i < H; i++) {
    int y = clampi(b * R - K + i, 0, ny - 1);
#pragma unroll
    for (int c = 0; c < C; c++) v[i][c] = in[(size_t)y * nx + x0 + c];
  }
  const bool top = b == 0, bottom = b == blocks - 1;
  for (int s = 0; s < steps; s++) {
    band_step<T, C, R, K, false>(v, edges[s & 1], top, bottom);
    if ((s + 1) % K == 0 && s + 1 < steps) {
      const int e = (s + 1) / K, q = e & 1;
      publish<T, C, R, K>(v, xbuf, q, b, blocks, nx);
      if (sync) neighbour_sync(flags, b, blocks, e);
      else grid_barrier(count, blocks, e);
      refresh<T, C, R, K>(v, xbuf, q, b, blocks, nx);
    }
  }
#pragma unroll
  for (int i = 0; i < R; i++)
#pragma unroll
    for (int c = 0; c < C; c++) out[(size_t)(b * R + i) * nx + x0 + c] = v[K + i][c];
}

// ---------------------------------------------------------------- awhile: the band to a tolerance

// The Jacobi to a tolerance as a careful programmer writes it by hand, the yardstick of an
// `awhile` whose state is the domain and the max-norm of the last step's change: the band
// above (a barrier a step between warps), each block folding its own rows' change after
// every step; every K steps it publishes the K steps' partials with its edge rows, and a
// grid barrier (not the neighbours' flags: every block needs every block's partials) makes
// them all visible. Each block then finds the first step of the epoch whose change is at
// most `tol`; if one is before the epoch's last, it computes the epoch again from the rows
// it saved at its start (registers), up to that step. `taken` gets the number of steps;
// `limit` (a multiple of K) bounds them. Its arithmetic is in IEEE order, as systole's
// `awhile` (`j5<true>`), so that it stops at the same step as the one-step launches.
template <typename T, int C, int R, int K, int TPB>
__global__ void __launch_bounds__(TPB, 1)
awhile_band(const T* __restrict__ in, T* __restrict__ out, T* xbuf, T* part, unsigned* count, int* taken, int ny, int nx,
            int limit, T tol) {
  constexpr int H = R + 2 * K, WARPS = TPB / 32;
  const int b = blockIdx.x, blocks = gridDim.x, t = threadIdx.x, lane = t & 31, warp = t >> 5, x0 = t * C;
  __shared__ T edges[2][2][32][H];
  __shared__ T warp_change[K][WARPS], epoch_change[K];
  T v[H][C], saved[H][C];
#pragma unroll
  for (int i = 0; i < H; i++) {
    int y = clampi(b * R - K + i, 0, ny - 1);
#pragma unroll
    for (int c = 0; c < C; c++) v[i][c] = in[(size_t)y * nx + x0 + c];
  }
  const bool top = b == 0, bottom = b == blocks - 1;
  for (int e = 0;; e++) {
#pragma unroll
    for (int i = 0; i < H; i++)
#pragma unroll
      for (int c = 0; c < C; c++) saved[i][c] = v[i][c];
#pragma unroll
    for (int j = 0; j < K; j++) {
      T m = band_step<T, C, R, K, true, true>(v, edges[j & 1], top, bottom);
#pragma unroll
      for (int o = 16; o > 0; o >>= 1) {
        T n = __shfl_xor_sync(0xffffffffu, m, o);
        m = n > m ? n : m;
      }
      if (lane == 0) warp_change[j][warp] = m;
    }
    __syncthreads();
    const int q = e & 1;
    if (t < K) {
      T m = 0;
      for (int w = 0; w < WARPS; w++) m = warp_change[t][w] > m ? warp_change[t][w] : m;
      part[(size_t)(q * K + t) * blocks + b] = m;
    }
    publish<T, C, R, K>(v, xbuf, q, b, blocks, nx);
    grid_barrier(count, blocks, e + 1);
    if (warp < K) {
      T m = 0;
      for (int k = lane; k < blocks; k += 32) {
        T n = __ldcg(part + (size_t)(q * K + warp) * blocks + k);
        m = n > m ? n : m;
      }
#pragma unroll
      for (int o = 16; o > 0; o >>= 1) {
        T n = __shfl_xor_sync(0xffffffffu, m, o);
        m = n > m ? n : m;
      }
      if (lane == 0) epoch_change[warp] = m;
    }
    __syncthreads();
    int stop = (e + 1) * K >= limit ? K - 1 : -1;
#pragma unroll
    for (int j = K - 1; j >= 0; j--)
      if (epoch_change[j] <= tol) stop = j;
    if (stop >= 0) {
      if (stop < K - 1) {
#pragma unroll
        for (int i = 0; i < H; i++)
#pragma unroll
          for (int c = 0; c < C; c++) v[i][c] = saved[i][c];
        for (int j = 0; j <= stop; j++) band_step<T, C, R, K, false, true>(v, edges[j & 1], top, bottom);
      }
      if (b == 0 && t == 0) *taken = e * K + stop + 1;
      break;
    }
    refresh<T, C, R, K>(v, xbuf, q, b, blocks, nx);
  }
#pragma unroll
  for (int i = 0; i < R; i++)
#pragma unroll
    for (int c = 0; c < C; c++) out[(size_t)(b * R + i) * nx + x0 + c] = v[K + i][c];
}

// ---------------------------------------------------------------- stream: temporal blocking

// A lane's C columns of a row.
template <typename T, int C>
struct Row {
  T c[C];
};

// Row m of a stage from the stage before's rows m-1 (a), m (m) and m+1 (z), columns x0 ..
// x0 + C of a lane: `first`/`last`: row m is the domain's first/last (the clamp rule on the
// stage's rows); columns at the domain's edges take their own value for the neighbour past
// it (the clamp rule on the stage's columns). Lanes at the warp's edges get a wrong
// neighbour: the strip's valid columns shrink by one each side a stage.
template <typename T, int C>
__device__ __forceinline__ Row<T, C> stage_row(const Row<T, C>& a, const Row<T, C>& m, const Row<T, C>& z, bool first,
                                                bool last, int x0, int nx) {
  T left = __shfl_up_sync(0xffffffffu, m.c[C - 1], 1), right = __shfl_down_sync(0xffffffffu, m.c[0], 1);
  Row<T, C> o;
#pragma unroll
  for (int c = 0; c < C; c++) {
    int x = x0 + c;
    T l = c == 0 ? left : m.c[c - 1], r = c == C - 1 ? right : m.c[c + 1];
    if (x <= 0) l = m.c[c];
    if (x >= nx - 1) r = m.c[c];
    o.c[c] = j5(first ? m.c[c] : a.c[c], l, m.c[c], r, last ? m.c[c] : z.c[c]);
  }
  return o;
}

// K steps in one launch: warp w computes columns strip W .. strip W + W (W = 32 C - 2 K) of
// rows chunk H .. chunk H + H. Stage 0 is the input, rows lo .. hi (K before and after the
// chunk, within the domain); stage s + 1 computes its row m from stage s's window once that
// holds row m + 1 (or row m, the domain's last). Each tick the warp loads one input row
// (the next one prefetched) and every stage produces at most one row.
template <typename T, int C, int K, int H>
__global__ void __launch_bounds__(256) stream(const T* __restrict__ in, T* __restrict__ out, int ny, int nx, int strips, int chunks) {
  const int warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5, lane = threadIdx.x & 31;
  if (warp >= strips * chunks) return;
  const int strip = warp % strips, chunk = warp / strips;
  constexpr int W = 32 * C - 2 * K;
  const int x0 = strip * W - K + lane * C, y0 = chunk * H;
  int xs[C];
  bool keep[C];
#pragma unroll
  for (int c = 0; c < C; c++) {
    xs[c] = clampi(x0 + c, 0, nx - 1);
    int local = lane * C + c;
    keep[c] = local >= K && local < K + W && x0 + c < nx;
  }
  const int lo0 = max(y0 - K, 0), hi0 = min(y0 + H + K, ny), n0 = hi0 - lo0;
  int lo[K + 1];
  lo[0] = lo0;
#pragma unroll
  for (int s = 1; s <= K; s++) lo[s] = lo[s - 1] == 0 ? 0 : lo[s - 1] + 1;
  Row<T, C> win[K][3];
  int newest[K];
  bool flushed[K];
#pragma unroll
  for (int s = 0; s < K; s++) {
    newest[s] = -1;
    flushed[s] = false;
  }
  Row<T, C> pre;
  if (n0 > 0)
#pragma unroll
    for (int c = 0; c < C; c++) pre.c[c] = in[(size_t)lo0 * nx + xs[c]];
  for (int t = 0; t < n0 + K; t++) {
    bool has = t < n0;
    int q = lo0 + t;
    Row<T, C> inc = pre;
    if (t + 1 < n0)
#pragma unroll
      for (int c = 0; c < C; c++) pre.c[c] = in[(size_t)(q + 1) * nx + xs[c]];
#pragma unroll
    for (int s = 0; s < K; s++) {
      bool produce = false;
      int m = 0;
      if (has) {
        win[s][0] = win[s][1];
        win[s][1] = win[s][2];
        win[s][2] = inc;
        if (newest[s] < 0 && q == 0) win[s][0] = win[s][1] = inc;
        newest[s] = q;
        m = q - 1;
        produce = m >= lo[s + 1];
      } else if (newest[s] == ny - 1 && !flushed[s]) {
        flushed[s] = true;
        win[s][0] = win[s][1];
        win[s][1] = win[s][2];
        m = ny - 1;
        produce = true;
      }
      if (produce) inc = stage_row<T, C>(win[s][0], win[s][1], win[s][2], m == 0, m == ny - 1, x0, nx);
      has = produce;
      q = m;
    }
    if (has && q >= y0 && q < y0 + H) {
      T* row = out + (size_t)q * nx;
#pragma unroll
      for (int c = 0; c < C; c++)
        if (keep[c]) row[x0 + c] = inc.c[c];
    }
  }
}

// ---------------------------------------------------------------- driver

template <typename T>
struct Domain {
  int ny, nx;
  T *a, *b, *ref;
  size_t cells() const { return (size_t)ny * nx; }
};

template <typename T>
static Domain<T> domain(int n) {
  Domain<T> d{n, n, nullptr, nullptr, nullptr};
  CHECK(cudaMalloc(&d.a, d.cells() * sizeof(T)));
  CHECK(cudaMalloc(&d.b, d.cells() * sizeof(T)));
  CHECK(cudaMalloc(&d.ref, d.cells() * sizeof(T)));
  return d;
}

// The input, random, written before anything reads it (the runs use streams of their own,
// which do not wait for the default stream).
template <typename T>
static void reset(Domain<T>& d) {
  fill_random<<<1024, 256>>>(d.a, d.cells(), 7);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
}

template <typename T, bool STRICT = false>
static void launch_naive(const T* in, T* out, int ny, int nx, cudaStream_t st) {
  dim3 block(32, 8), grid((nx + 31) / 32, (ny + 7) / 8);
  step_naive<T, STRICT><<<grid, block, 0, st>>>(in, out, ny, nx);
}

// Times `run`: the median of REPS, each after `reset`.
template <typename T>
static double time_runs(Domain<T>& d, const std::function<void()>& run) {
  return median_of(REPS, run, [&] { reset(d); });
}

template <typename T>
static void report(const std::string& name, Domain<T>& d, int steps, double ms, const T* result) {
  double rate = (double)d.cells() * steps / (ms * 1e-3) / 1e9;
  double ceiling = g_copy / (2 * sizeof(T));
  double err = max_rel_diff(result, d.ref, d.cells());
  printf("%-52s %9.1f GCells/s %6.2fx roofline %9.3f ms  %s (max rel diff %.1e)\n", name.c_str(), rate, rate / ceiling, ms,
         err <= 1e-5 ? "ok" : "FAILED", err);
  fflush(stdout);
}

static const char* tname(float) { return "f32"; }
static const char* tname(double) { return "f64"; }

// The host loop and graph of one-step launches; leaves the reference in `d.ref`.
template <typename T>
static void baselines(Domain<T>& d, int steps) {
  std::string sz = std::to_string(d.ny) + "^2 " + tname(T()) + " x" + std::to_string(steps);
  cudaStream_t st;
  CHECK(cudaStreamCreateWithFlags(&st, cudaStreamNonBlocking));
  T* result = nullptr;
  auto loop = [&] {
    T *x = d.a, *y = d.b;
    for (int s = 0; s < steps; s++) {
      launch_naive(x, y, d.ny, d.nx, st);
      std::swap(x, y);
    }
    result = x;
    CHECK(cudaStreamSynchronize(st));
  };
  bool want_loop = wanted("loop " + sz);
  reset(d);
  loop();
  CHECK(cudaMemcpy(d.ref, result, d.cells() * sizeof(T), cudaMemcpyDeviceToDevice));
  if (want_loop) {
    double ms = time_runs(d, loop);
    report("loop of launches " + sz, d, steps, ms, result);
  }
  if (wanted("graph " + sz)) {
    cudaGraph_t g;
    cudaGraphExec_t ge;
    CHECK(cudaStreamBeginCapture(st, cudaStreamCaptureModeGlobal));
    T *x = d.a, *y = d.b;
    for (int s = 0; s < steps; s++) {
      launch_naive(x, y, d.ny, d.nx, st);
      std::swap(x, y);
    }
    CHECK(cudaStreamEndCapture(st, &g));
    CHECK(cudaGraphInstantiate(&ge, g, 0));
    double ms = time_runs(d, [&] {
      CHECK(cudaGraphLaunch(ge, st));
      CHECK(cudaStreamSynchronize(st));
    });
    report("graph of launches " + sz, d, steps, ms, x);
    CHECK(cudaGraphExecDestroy(ge));
    CHECK(cudaGraphDestroy(g));
  }
  CHECK(cudaStreamDestroy(st));
}

// Whether `kernel`, a band of `R` rows a block and `C` columns a lane of `TPB` threads, can
// run over `d` as one cooperative launch: the domain `C TPB` columns wide, whole bands, and
// every block resident at once (`blocks` gets their number); else says why, under `name`.
template <typename T>
static bool band_fits(const std::string& name, const void* kernel, const Domain<T>& d, int C, int R, int TPB, int& blocks) {
  if (d.nx != C * TPB || d.ny % R != 0) {
    printf("%-52s skipped: the domain is not %d columns of %d-row bands\n", name.c_str(), C * TPB, R);
    return false;
  }
  int per_sm = 0;
  blocks = d.ny / R;
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, kernel, TPB, 0));
  if (blocks > per_sm * g_sms) {
    printf("%-52s skipped: %d blocks, %d fit at once\n", name.c_str(), blocks, per_sm * g_sms);
    return false;
  }
  return true;
}

template <typename T, int C, int R, int K, int TPB>
static void run_band(Domain<T>& d, int steps, int sync) {
  std::string name = std::string("band C") + std::to_string(C) + " R" + std::to_string(R) + " K" + std::to_string(K) +
                     (sync ? " flags " : " barrier ") + std::to_string(d.ny) + "^2 " + tname(T()) + " x" + std::to_string(steps);
  int blocks = 0;
  if (!wanted(name) || !band_fits(name, (const void*)band<T, C, R, K, TPB>, d, C, R, TPB, blocks)) return;
  T* xbuf;
  unsigned* sync_words;
  CHECK(cudaMalloc(&xbuf, (size_t)2 * blocks * 2 * K * d.nx * sizeof(T)));
  CHECK(cudaMalloc(&sync_words, (1 + blocks) * sizeof(unsigned)));
  int ny = d.ny, nx = d.nx;
  auto run = [&] {
    CHECK(cudaMemset(sync_words, 0, (1 + blocks) * sizeof(unsigned)));
    unsigned* count = sync_words;
    unsigned* flags = sync_words + 1;
    void* args[] = {&d.a, &d.b, &xbuf, &count, &flags, &ny, &nx, &steps, &sync};
    CHECK(cudaLaunchCooperativeKernel((void*)band<T, C, R, K, TPB>, dim3(blocks), dim3(TPB), args, 0, 0));
  };
  double ms = time_runs(d, run);
  report(name, d, steps, ms, d.b);
  CHECK(cudaFree(xbuf));
  CHECK(cudaFree(sync_words));
}

template <typename T, int C, int K, int H>
static void run_stream(Domain<T>& d, int steps) {
  std::string name = std::string("stream C") + std::to_string(C) + " K" + std::to_string(K) + " H" + std::to_string(H) + " " +
                     std::to_string(d.ny) + "^2 " + tname(T()) + " x" + std::to_string(steps);
  if (!wanted(name)) return;
  constexpr int W = 32 * C - 2 * K;
  int strips = (d.nx + W - 1) / W, chunks = (d.ny + H - 1) / H;
  int warps = strips * chunks, blocks = (warps * 32 + 255) / 256;
  cudaStream_t st;
  CHECK(cudaStreamCreateWithFlags(&st, cudaStreamNonBlocking));
  cudaGraph_t g;
  cudaGraphExec_t ge;
  CHECK(cudaStreamBeginCapture(st, cudaStreamCaptureModeGlobal));
  T *x = d.a, *y = d.b;
  for (int s = 0; s < steps; s += K) {
    // the last launch may need fewer steps: whole launches of K only (steps a multiple of K)
    stream<T, C, K, H><<<blocks, 256, 0, st>>>(x, y, d.ny, d.nx, strips, chunks);
    std::swap(x, y);
  }
  CHECK(cudaStreamEndCapture(st, &g));
  CHECK(cudaGraphInstantiate(&ge, g, 0));
  double ms = time_runs(d, [&] {
    CHECK(cudaGraphLaunch(ge, st));
    CHECK(cudaStreamSynchronize(st));
  });
  report(name, d, steps, ms, x);
  CHECK(cudaGraphExecDestroy(ge));
  CHECK(cudaGraphDestroy(g));
  CHECK(cudaStreamDestroy(st));
}

// The largest |a - b| of `n` elements into `*out` (as bits: the changes are not negative,
// so their bits order as they do), which must start at 0.
__global__ void max_change(const float* __restrict__ a, const float* __restrict__ b, size_t n, unsigned* out) {
  float m = 0;
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
    m = fmaxf(m, fabsf(a[i] - b[i]));
  for (int o = 16; o > 0; o >>= 1) m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, o));
  if ((threadIdx.x & 31) == 0) atomicMax(out, __float_as_uint(m));
}

// The Jacobi to a tolerance (`awhile_band`): the tolerance is the change of step `about` of
// the one-step launches in IEEE order, which also give the number of steps (the first whose change is at
// most it) and the reference, left in `d.ref`; the kernel must take as many steps.
template <int C, int R, int K, int TPB>
static void run_awhile(Domain<float>& d, int about) {
  std::string name = std::string("awhile band C") + std::to_string(C) + " R" + std::to_string(R) + " K" + std::to_string(K) +
                     " barrier " + std::to_string(d.ny) + "^2 f32";
  int blocks = 0;
  if (!wanted(name) || !band_fits(name, (const void*)awhile_band<float, C, R, K, TPB>, d, C, R, TPB, blocks)) return;
  // the one-step launches' changes, the tolerance and the steps to it
  unsigned* changes_d;
  CHECK(cudaMalloc(&changes_d, about * sizeof(unsigned)));
  CHECK(cudaMemset(changes_d, 0, about * sizeof(unsigned)));
  reset(d);
  float *x = d.a, *y = d.b;
  for (int s = 0; s < about; s++) {
    launch_naive<float, true>(x, y, d.ny, d.nx, 0);
    max_change<<<g_sms * 8, 256>>>(y, x, d.cells(), changes_d + s);
    std::swap(x, y);
  }
  std::vector<unsigned> bits(about);
  CHECK(cudaMemcpy(bits.data(), changes_d, about * sizeof(unsigned), cudaMemcpyDeviceToHost));
  CHECK(cudaFree(changes_d));
  float tol;
  memcpy(&tol, &bits[about - 1], sizeof tol);
  int steps = 0;
  while (bits[steps] > bits[about - 1]) steps++;
  steps++;
  reset(d);
  x = d.a, y = d.b;
  for (int s = 0; s < steps; s++) {
    launch_naive<float, true>(x, y, d.ny, d.nx, 0);
    std::swap(x, y);
  }
  CHECK(cudaMemcpy(d.ref, x, d.cells() * sizeof(float), cudaMemcpyDeviceToDevice));
  float *xbuf, *part;
  unsigned* count;
  int* taken;
  CHECK(cudaMalloc(&xbuf, (size_t)2 * blocks * 2 * K * d.nx * sizeof(float)));
  CHECK(cudaMalloc(&part, (size_t)2 * K * blocks * sizeof(float)));
  CHECK(cudaMalloc(&count, sizeof(unsigned)));
  CHECK(cudaMalloc(&taken, sizeof(int)));
  int ny = d.ny, nx = d.nx, limit = (4 * about + K - 1) / K * K;
  auto run = [&] {
    CHECK(cudaMemset(count, 0, sizeof(unsigned)));
    CHECK(cudaMemset(taken, 0, sizeof(int)));
    void* args[] = {&d.a, &d.b, &xbuf, &part, &count, &taken, &ny, &nx, &limit, &tol};
    CHECK(cudaLaunchCooperativeKernel((void*)awhile_band<float, C, R, K, TPB>, dim3(blocks), dim3(TPB), args, 0, 0));
  };
  double ms = time_runs(d, run);
  int got = 0;
  CHECK(cudaMemcpy(&got, taken, sizeof(int), cudaMemcpyDeviceToHost));
  std::string full = name + " (" + std::to_string(steps) + " steps to " + std::to_string(tol) + ")";
  if (got != steps) {
    printf("%-52s FAILED: %d steps taken, %d wanted\n", full.c_str(), got, steps);
  } else {
    report(full, d, steps, ms, d.b);
  }
  CHECK(cudaFree(xbuf));
  CHECK(cudaFree(part));
  CHECK(cudaFree(count));
  CHECK(cudaFree(taken));
}

static void run_barrier() {
  for (int neighbours = 0; neighbours < 2; neighbours++) {
    for (int per_sm = 1; per_sm <= 2; per_sm++) {
      std::string name = std::string(neighbours ? "neighbour flags" : "grid barrier") + ", " + std::to_string(per_sm) + " block(s) an SM";
      if (!wanted(name)) continue;
      unsigned* words;
      int blocks = g_sms * per_sm, iterations = 10000;
      CHECK(cudaMalloc(&words, (1 + blocks) * sizeof(unsigned)));
      std::vector<float> t;
      for (int r = 0; r < REPS + 1; r++) {
        CHECK(cudaMemset(words, 0, (1 + blocks) * sizeof(unsigned)));
        unsigned* count = words;
        unsigned* flags = words + 1;
        bool nb = neighbours;
        void* args[] = {&count, &flags, &iterations, &nb};
        cudaEvent_t e0, e1;
        CHECK(cudaEventCreate(&e0));
        CHECK(cudaEventCreate(&e1));
        CHECK(cudaEventRecord(e0));
        CHECK(cudaLaunchCooperativeKernel((void*)barrier_only, dim3(blocks), dim3(512), args, 0, 0));
        CHECK(cudaEventRecord(e1));
        CHECK(cudaEventSynchronize(e1));
        float ms;
        CHECK(cudaEventElapsedTime(&ms, e0, e1));
        if (r > 0) t.push_back(ms);
      }
      std::sort(t.begin(), t.end());
      printf("%-52s %9.3f us each (%d blocks of 512, median of %d runs of %d)\n", name.c_str(),
             t[t.size() / 2] * 1e3 / iterations, blocks, REPS, iterations);
      CHECK(cudaFree(words));
    }
  }
}

template <typename T>
static void run_streams(Domain<T>& d, int steps) {
  run_stream<T, 4, 1, 128>(d, steps);
  run_stream<T, 4, 2, 128>(d, steps);
  run_stream<T, 4, 4, 128>(d, steps);
  run_stream<T, 4, 4, 64>(d, steps);
  run_stream<T, 4, 8, 128>(d, steps);
  run_stream<T, 4, 8, 256>(d, steps);
  run_stream<T, 2, 4, 128>(d, steps);
}

int main(int argc, char** argv) {
  if (argc > 1) g_filter = argv[1];
  cudaDeviceProp prop;
  CHECK(cudaGetDeviceProperties(&prop, 0));
  g_sms = prop.multiProcessorCount;
  size_t bytes = 1ull << 30;
  void *a, *b;
  CHECK(cudaMalloc(&a, bytes));
  CHECK(cudaMalloc(&b, bytes));
  fill_random<<<1024, 256>>>((float*)a, bytes / 4, 1);
  std::vector<float> t;
  for (int r = 0; r < 20; r++) {
    cudaEvent_t e0, e1;
    CHECK(cudaEventCreate(&e0));
    CHECK(cudaEventCreate(&e1));
    CHECK(cudaEventRecord(e0));
    CHECK(cudaMemcpyAsync(b, a, bytes, cudaMemcpyDeviceToDevice));
    CHECK(cudaEventRecord(e1));
    CHECK(cudaEventSynchronize(e1));
    float ms;
    CHECK(cudaEventElapsedTime(&ms, e0, e1));
    t.push_back(ms);
  }
  std::sort(t.begin(), t.end());
  g_copy = 2.0 * bytes / (t[10] * 1e-3) / 1e9;
  printf("device: %s, %d SMs, L2 %d MB; copy (1 GiB, read + write) %.0f GB/s: single-sweep ceiling f32 %.0f GCells/s, f64 %.0f\n",
         prop.name, g_sms, prop.l2CacheSize >> 20, g_copy, g_copy / 8, g_copy / 16);
  CHECK(cudaFree(a));
  CHECK(cudaFree(b));

  run_barrier();
  const int steps = 1000;
  {
    Domain<float> d = domain<float>(1024);
    baselines(d, steps);
    run_band<float, 2, 8, 1, 512>(d, steps, 0);
    run_band<float, 2, 8, 1, 512>(d, steps, 1);
    run_band<float, 2, 8, 2, 512>(d, steps, 0);
    run_band<float, 2, 8, 2, 512>(d, steps, 1);
    run_band<float, 2, 8, 4, 512>(d, steps, 0);
    run_band<float, 2, 8, 4, 512>(d, steps, 1);
    run_band<float, 1, 8, 4, 1024>(d, steps, 1);
    run_streams(d, steps);
    // last: it leaves its own reference in d.ref
    run_awhile<2, 8, 1, 512>(d, steps);
    run_awhile<2, 8, 2, 512>(d, steps);
    run_awhile<2, 8, 4, 512>(d, steps);
  }
  {
    Domain<float> d = domain<float>(2048);
    baselines(d, steps);
    run_band<float, 4, 16, 1, 512>(d, steps, 1);
    run_band<float, 4, 16, 2, 512>(d, steps, 1);
    run_band<float, 4, 16, 4, 512>(d, steps, 1);
    run_band<float, 2, 16, 2, 1024>(d, steps, 1);
    run_streams(d, steps);
  }
  {
    Domain<float> d = domain<float>(4096);
    baselines(d, steps);
    run_streams(d, steps);
  }
  {
    Domain<float> d = domain<float>(8192);
    baselines(d, steps);
    run_streams(d, steps);
  }
  {
    Domain<double> d = domain<double>(8192);
    baselines(d, steps);
    run_stream<double, 2, 1, 128>(d, steps);
    run_stream<double, 2, 2, 128>(d, steps);
    run_stream<double, 2, 4, 128>(d, steps);
    run_stream<double, 4, 4, 128>(d, steps);
    run_stream<double, 4, 8, 128>(d, steps);
  }
  return 0;
}
