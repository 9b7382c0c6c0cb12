// Hand-written CUDA yardsticks for the GPU suite (docs/performance.md), measured in the same run as
// the device's copy bandwidth: what a careful programmer writes by hand, to compare
// systole's generated kernels with, and to try kernel structures before the code generator
// emits them.
//
//   nvcc -O3 -arch=sm_90 -std=c++17 -o stencils benches/cuda/stencils.cu && ./stencils [FILTER]
//
// Every kernel reads with the clamp boundary and is checked against the straightforward
// kernel of the same stencil (one thread per output), itself checked against a host
// reference on a sample of cells. Inputs are random in [0, 1); outputs are poisoned (NaN)
// before each timed launch; each figure is the median of 20 launches timed with CUDA events
// around the launch alone.
//
// The structures (2D, `x` innermost):
// - naive: one thread per output, blocks of 32 x 8, clamped loads;
// - stream: a warp owns a strip of columns and a chunk of rows and walks down the rows
//   holding the rows its taps need in registers, loading the rows of the next U outputs
//   before computing the current U (software pipelining); taps across columns move by
//   shuffles. `overlap`: the strip is 32 - halo columns wide and the warp loads 32
//   (overlapped strips); `aligned`: 32 columns from a multiple of 32, the two halo columns
//   loaded by a broadcast load; `vec`: V consecutive columns a lane (16-byte loads).
// - 3D: the same, streaming along z with a register column of R rows in y per thread.

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include <cub/cub.cuh>

#include "common.cuh"

static const int REPS = 20;
static double g_copy = 0;  // GB/s, read + write

template <typename T>
__global__ void fill_nan(T* p, size_t n) {
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
    p[i] = (T)NAN;
}

// ---------------------------------------------------------------- timing helpers

template <typename F>
static float median_ms(F launch, std::function<void()> before = nullptr) {
  return median_of(REPS, launch, before);
}

static void report(const std::string& name, double cells, double ms, double bytes_per_cell, const char* check) {
  double rate = cells / (ms * 1e-3) / 1e9;
  double ceiling = g_copy / bytes_per_cell;
  printf("%-46s %9.1f GCells/s %6.1f%%  %8.3f ms  %s\n", name.c_str(), rate, 100 * rate / ceiling, ms, check);
  fflush(stdout);
}

// ---------------------------------------------------------------- 2D stencils as weights

// A 2D stencil of radius R (box) with weights w[(dy + R) * (2R+1) + dx + R]; zero weights
// are skipped at compile time through `constexpr` tables.
template <typename T, int R>
struct Box {
  T w[(2 * R + 1) * (2 * R + 1)];
};

template <typename T, int R>
__constant__ Box<T, R> c_box;

// naive: one thread per output
template <typename T, int R>
__global__ void naive2d(const T* __restrict__ in, T* __restrict__ out, int ny, int nx) {
  int x = blockIdx.x * 32 + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= nx || y >= ny) return;
  T s = 0;
#pragma unroll
  for (int dy = -R; dy <= R; dy++)
#pragma unroll
    for (int dx = -R; dx <= R; dx++) {
      T w = c_box<T, R>.w[(dy + R) * (2 * R + 1) + dx + R];
      if (w != T(0)) s += w * in[(size_t)clampi(y + dy, 0, ny - 1) * nx + clampi(x + dx, 0, nx - 1)];
    }
  out[(size_t)y * nx + x] = s;
}

// One output row of a register-streamed stencil: `rows[k]` holds row y - R + k at this lane's
// column; taps across columns come from neighbouring lanes (SSAM-style: a column's partial
// sum in its lane, then one shuffle per column offset).
template <typename T, int R>
__device__ __forceinline__ T row_output(const T* rows, T left_edge[], T right_edge[], int lane, bool aligned) {
  T total = 0;
#pragma unroll
  for (int dx = -R; dx <= R; dx++) {
    T part = 0;
#pragma unroll
    for (int dy = -R; dy <= R; dy++) {
      T w = c_box<T, R>.w[(dy + R) * (2 * R + 1) + dx + R];
      if (w != T(0)) part += w * rows[dy + R];
    }
    if (dx == 0) {
      total += part;
    } else if (dx < 0) {
      T moved = __shfl_up_sync(0xffffffffu, part, -dx);
      if (aligned && lane < -dx) moved = left_edge[-dx - 1 - lane];
      total += moved;
    } else {
      T moved = __shfl_down_sync(0xffffffffu, part, dx);
      if (aligned && lane >= 32 - dx) moved = right_edge[lane - (32 - dx)];
      total += moved;
    }
  }
  return total;
}

// stream, overlapped strips: a warp computes 32 - 2R columns x CHUNK rows, U rows at a time,
// loading the next U rows before computing these.
template <typename T, int R, int CHUNK, int U>
__global__ void __launch_bounds__(256) stream2d_overlap(const T* __restrict__ in, T* __restrict__ out, int ny, int nx, int strips, int chunks) {
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5, lane = threadIdx.x & 31;
  if (warp >= strips * chunks) return;
  int strip = warp % strips, chunk = warp / strips;
  int x = strip * (32 - 2 * R) - R + lane;
  const T* col = in + clampi(x, 0, nx - 1);
  bool store = lane >= R && lane < 32 - R && x < nx;
  int y0 = chunk * CHUNK;
  T win[2 * R + U];  // rows y - R .. y + R + U - 1
#pragma unroll
  for (int k = 0; k < 2 * R + U; k++) win[k] = col[(size_t)clampi(y0 - R + k, 0, ny - 1) * nx];
  for (int y = y0; y < y0 + CHUNK; y += U) {
    T next[U];
#pragma unroll
    for (int k = 0; k < U; k++) next[k] = col[(size_t)clampi(y + R + U + k, 0, ny - 1) * nx];
#pragma unroll
    for (int k = 0; k < U; k++) {
      T v = row_output<T, R>(&win[k], nullptr, nullptr, lane, false);
      if (store && y + k < ny) out[(size_t)(y + k) * nx + x] = v;
    }
#pragma unroll
    for (int k = 0; k < 2 * R; k++) win[k] = win[k + U];
#pragma unroll
    for (int k = 0; k < U; k++) win[2 * R + k] = next[k];
  }
}

// stream, aligned strips: 32 columns from a multiple of 32; the R columns each side come
// from broadcast loads (every lane the same address).
template <typename T, int R, int CHUNK, int U>
__global__ void __launch_bounds__(256) stream2d_aligned(const T* __restrict__ in, T* __restrict__ out, int ny, int nx, int strips, int chunks) {
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5, lane = threadIdx.x & 31;
  if (warp >= strips * chunks) return;
  int strip = warp % strips, chunk = warp / strips;
  int x0 = strip * 32, x = x0 + lane;
  const T* col = in + min(x, nx - 1);
  int y0 = chunk * CHUNK;
  // halo: lane l < 2R holds column x0 - R + l (l < R) or x0 + 32 + l - R (l >= R)
  int hx = lane < R ? x0 - R + lane : x0 + 32 + lane - R;
  const T* hcol = in + clampi(hx, 0, nx - 1);
  T win[2 * R + U], hwin[2 * R + U];
#pragma unroll
  for (int k = 0; k < 2 * R + U; k++) {
    size_t row = (size_t)clampi(y0 - R + k, 0, ny - 1) * nx;
    win[k] = col[row];
    hwin[k] = hcol[row];
  }
  for (int y = y0; y < y0 + CHUNK; y += U) {
    T next[U], hnext[U];
#pragma unroll
    for (int k = 0; k < U; k++) {
      size_t row = (size_t)clampi(y + R + U + k, 0, ny - 1) * nx;
      next[k] = col[row];
      hnext[k] = lane < 2 * R ? hcol[row] : T(0);
    }
#pragma unroll
    for (int k = 0; k < U; k++) {
      // the halo columns' partial sums come from lanes 0 .. 2R-1
      T total = 0;
#pragma unroll
      for (int dx = -R; dx <= R; dx++) {
        T part = 0, hpart = 0;
#pragma unroll
        for (int dy = -R; dy <= R; dy++) {
          T w = c_box<T, R>.w[(dy + R) * (2 * R + 1) + dx + R];
          if (w != T(0)) {
            part += w * win[k + dy + R];
            if (dx != 0) hpart += w * hwin[k + dy + R];
          }
        }
        if (dx == 0) {
          total += part;
        } else if (dx < 0) {
          T moved = __shfl_up_sync(0xffffffffu, part, -dx);
          T edge = __shfl_sync(0xffffffffu, hpart, R + lane + dx);  // for lanes < -dx
          total += lane < -dx ? edge : moved;
        } else {
          T moved = __shfl_down_sync(0xffffffffu, part, dx);
          T edge = __shfl_sync(0xffffffffu, hpart, R + lane + dx - 32);  // lanes >= 32 - dx
          total += lane >= 32 - dx ? edge : moved;
        }
      }
      if (x < nx && y + k < ny) out[(size_t)(y + k) * nx + x] = total;
    }
#pragma unroll
    for (int k = 0; k < 2 * R; k++) {
      win[k] = win[k + U];
      hwin[k] = hwin[k + U];
    }
#pragma unroll
    for (int k = 0; k < U; k++) {
      win[2 * R + k] = next[k];
      hwin[2 * R + k] = hnext[k];
    }
  }
}

// stream, vectors: V consecutive columns a lane (16-byte loads), a warp 32 V columns; needs
// nx a multiple of 32 V. Taps across columns inside the lane's V are free; across lanes by
// shuffles; the warp's edges by broadcast loads.
template <typename T, int V>
struct Vec;
template <>
struct Vec<float, 4> { using type = float4; };
template <>
struct Vec<float, 2> { using type = float2; };
template <>
struct Vec<double, 2> { using type = double2; };

template <typename T, int V>
__device__ __forceinline__ void unpack(typename Vec<T, V>::type v, T* out);
template <>
__device__ __forceinline__ void unpack<float, 4>(float4 v, float* o) { o[0] = v.x; o[1] = v.y; o[2] = v.z; o[3] = v.w; }
template <>
__device__ __forceinline__ void unpack<float, 2>(float2 v, float* o) { o[0] = v.x; o[1] = v.y; }
template <>
__device__ __forceinline__ void unpack<double, 2>(double2 v, double* o) { o[0] = v.x; o[1] = v.y; }
template <typename T, int V>
__device__ __forceinline__ typename Vec<T, V>::type pack(const T* o);
template <>
__device__ __forceinline__ float4 pack<float, 4>(const float* o) { return make_float4(o[0], o[1], o[2], o[3]); }
template <>
__device__ __forceinline__ float2 pack<float, 2>(const float* o) { return make_float2(o[0], o[1]); }
template <>
__device__ __forceinline__ double2 pack<double, 2>(const double* o) { return make_double2(o[0], o[1]); }

template <typename T, int R, int V, int CHUNK, int U>
__global__ void __launch_bounds__(256) stream2d_vec(const T* __restrict__ in, T* __restrict__ out, int ny, int nx, int strips, int chunks) {
  using VT = typename Vec<T, V>::type;
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5, lane = threadIdx.x & 31;
  if (warp >= strips * chunks) return;
  int strip = warp % strips, chunk = warp / strips;
  int x0 = strip * 32 * V, x = x0 + lane * V;
  int y0 = chunk * CHUNK;
  // lanes < 2R also load one halo column: x0 - R + lane or x0 + 32V + lane - R
  int hx = clampi(lane < R ? x0 - R + lane : x0 + 32 * V + lane - R, 0, nx - 1);
  const int W = 2 * R + U;
  T win[W][V], hwin[W];
#pragma unroll
  for (int k = 0; k < W; k++) {
    size_t row = (size_t)clampi(y0 - R + k, 0, ny - 1) * nx;
    unpack<T, V>(*(const VT*)(in + row + x), win[k]);
    hwin[k] = in[row + hx];
  }
  for (int y = y0; y < y0 + CHUNK; y += U) {
    T next[U][V], hnext[U];
#pragma unroll
    for (int k = 0; k < U; k++) {
      size_t row = (size_t)clampi(y + R + U + k, 0, ny - 1) * nx;
      unpack<T, V>(__ldg((const VT*)(in + row + x)), next[k]);
      hnext[k] = lane < 2 * R ? __ldg(in + row + hx) : T(0);
    }
#pragma unroll
    for (int k = 0; k < U; k++) {
      // columns x - R .. x + V - 1 + R of this output row's window: partial sums per column
      // offset, then the output of each of the V columns.
      T o[V];
#pragma unroll
      for (int v = 0; v < V; v++) o[v] = 0;
#pragma unroll
      for (int dx = -R; dx <= R; dx++) {
        // the column this lane's element v reads is x + v + dx: own element v + dx when in
        // 0..V-1, else a neighbour lane's (or the halo's)
        T part[V], hpart = 0;
#pragma unroll
        for (int v = 0; v < V; v++) part[v] = 0;
#pragma unroll
        for (int dy = -R; dy <= R; dy++) {
          T w = c_box<T, R>.w[(dy + R) * (2 * R + 1) + dx + R];
          if (w != T(0)) {
#pragma unroll
            for (int v = 0; v < V; v++) part[v] += w * win[k + dy + R][v];
            hpart += w * hwin[k + dy + R];
          }
        }
        // part[v] is the contribution of this lane's column v to the output at column
        // x + v - dx, i.e. to element v - dx of this lane (or of a neighbour)
#pragma unroll
        for (int v = 0; v < V; v++) {
          int src = v + dx;  // element of this lane whose partial the output v needs
          if (src >= 0 && src < V) {
            o[v] += part[src];
          }
        }
        // elements that need a neighbour lane: src < 0 (left lane, element src + V) or
        // src >= V (right lane, element src - V); |dx| <= R <= V assumed
#pragma unroll
        for (int v = 0; v < V; v++) {
          int src = v + dx;
          if (src < 0) {
            T moved = __shfl_up_sync(0xffffffffu, part[src + V], 1);
            // lane 0: column x0 + v + dx = halo column x0 - R + j, j = R + v + dx
            T edge = __shfl_sync(0xffffffffu, hpart, R + v + dx);
            o[v] += lane == 0 ? edge : moved;
          } else if (src >= V) {
            T moved = __shfl_down_sync(0xffffffffu, part[src - V], 1);
            // lane 31: column x0 + 32V + (src - V) = halo column j = R + src - V
            T edge = __shfl_sync(0xffffffffu, hpart, R + src - V);
            o[v] += lane == 31 ? edge : moved;
          }
        }
      }
      if (y + k < ny) *(VT*)(out + (size_t)(y + k) * nx + x) = pack<T, V>(o);
    }
#pragma unroll
    for (int k = 0; k < 2 * R; k++) {
#pragma unroll
      for (int v = 0; v < V; v++) win[k][v] = win[k + U][v];
      hwin[k] = hwin[k + U];
    }
#pragma unroll
    for (int k = 0; k < U; k++) {
#pragma unroll
      for (int v = 0; v < V; v++) win[2 * R + k][v] = next[k][v];
      hwin[2 * R + k] = hnext[k];
    }
  }
}

// ---------------------------------------------------------------- 3D: j3d7pt

struct J3d7 {
  double xp, xm, yp, ym, zp, zm, c;
};
static const J3d7 J3D7 = {0.161, 0.162, 0.163, 0.164, 0.165, 0.166, -1.67};

template <typename T>
__global__ void naive3d(const T* __restrict__ in, T* __restrict__ out, int nz, int ny, int nx, J3d7 w) {
  int x = blockIdx.x * 32 + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y, z = blockIdx.z;
  if (x >= nx || y >= ny) return;
  auto at = [&](int zz, int yy, int xx) {
    return in[((size_t)clampi(zz, 0, nz - 1) * ny + clampi(yy, 0, ny - 1)) * nx + clampi(xx, 0, nx - 1)];
  };
  T s = (T)w.xp * at(z, y, x + 1) + (T)w.xm * at(z, y, x - 1) + (T)w.yp * at(z, y + 1, x) +
        (T)w.ym * at(z, y - 1, x) + (T)w.zp * at(z + 1, y, x) + (T)w.zm * at(z - 1, y, x) + (T)w.c * at(z, y, x);
  out[((size_t)z * ny + y) * nx + x] = s;
}

// z-streaming: a warp owns 30 columns (overlapped) x RY rows in y and a chunk of ZC planes;
// each plane step loads the next plane's RY + 2 rows (the 2 extra: the y halo, needed when it
// becomes the centre plane) before computing this plane's outputs.
template <typename T, int RY, int ZC>
__global__ void __launch_bounds__(256) stream3d_overlap(const T* __restrict__ in, T* __restrict__ out, int nz, int ny, int nx, int strips, int ygroups, int zchunks, J3d7 w) {
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5, lane = threadIdx.x & 31;
  if (warp >= strips * ygroups * zchunks) return;
  int strip = warp % strips, rest = warp / strips;
  int yg = rest % ygroups, zc = rest / ygroups;
  int x = strip * 30 - 1 + lane;
  const T* col = in + clampi(x, 0, nx - 1);
  bool store = lane >= 1 && lane <= 30 && x < nx;
  int y0 = yg * RY, z0 = zc * ZC;
  size_t plane = (size_t)ny * nx;
  int rowoff[RY + 2];
#pragma unroll
  for (int j = 0; j < RY + 2; j++) rowoff[j] = clampi(y0 - 1 + j, 0, ny - 1) * nx;
  T below[RY + 2], cur[RY + 2], above[RY + 2];
  {
    const T* p = col + (size_t)clampi(z0 - 1, 0, nz - 1) * plane;
#pragma unroll
    for (int j = 0; j < RY + 2; j++) below[j] = p[rowoff[j]];
    p = col + (size_t)z0 * plane;
#pragma unroll
    for (int j = 0; j < RY + 2; j++) cur[j] = p[rowoff[j]];
    p = col + (size_t)clampi(z0 + 1, 0, nz - 1) * plane;
#pragma unroll
    for (int j = 0; j < RY + 2; j++) above[j] = p[rowoff[j]];
  }
  for (int z = z0; z < z0 + ZC; z++) {
    T next[RY + 2];
    const T* p = col + (size_t)clampi(z + 2, 0, nz - 1) * plane;
#pragma unroll
    for (int j = 0; j < RY + 2; j++) next[j] = p[rowoff[j]];
#pragma unroll
    for (int j = 1; j <= RY; j++) {
      T c = cur[j];
      T l = __shfl_up_sync(0xffffffffu, c, 1), r = __shfl_down_sync(0xffffffffu, c, 1);
      T s = (T)w.xp * r + (T)w.xm * l + (T)w.yp * cur[j + 1] + (T)w.ym * cur[j - 1] + (T)w.zp * above[j] +
            (T)w.zm * below[j] + (T)w.c * c;
      if (store && y0 + j - 1 < ny) out[(size_t)z * plane + (size_t)(y0 + j - 1) * nx + x] = s;
    }
#pragma unroll
    for (int j = 0; j < RY + 2; j++) {
      below[j] = cur[j];
      cur[j] = above[j];
      above[j] = next[j];
    }
  }
}

// z-streaming with vectors: V columns a lane, 32V a warp (aligned), halo columns by a
// broadcast load; otherwise as above.
template <typename T, int V, int RY, int ZC>
__global__ void __launch_bounds__(256) stream3d_vec(const T* __restrict__ in, T* __restrict__ out, int nz, int ny, int nx, int strips, int ygroups, int zchunks, J3d7 w) {
  using VT = typename Vec<T, V>::type;
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5, lane = threadIdx.x & 31;
  if (warp >= strips * ygroups * zchunks) return;
  int strip = warp % strips, rest = warp / strips;
  int yg = rest % ygroups, zc = rest / ygroups;
  int x0 = strip * 32 * V, x = x0 + lane * V;
  int hx = clampi(lane == 0 ? x0 - 1 : x0 + 32 * V, 0, nx - 1);  // lanes 0 and 1 load the halo
  int y0 = yg * RY, z0 = zc * ZC;
  size_t plane = (size_t)ny * nx;
  int rowoff[RY + 2];
#pragma unroll
  for (int j = 0; j < RY + 2; j++) rowoff[j] = clampi(y0 - 1 + j, 0, ny - 1) * nx;
  T below[RY][V], cur[RY + 2][V], above[RY + 2][V], hcur[RY], habove[RY];
  auto load_plane = [&](int zz, T (*dst)[V], T* hdst, bool halo_rows) {
    const T* p = in + (size_t)clampi(zz, 0, nz - 1) * plane;
#pragma unroll
    for (int j = 0; j < RY + 2; j++) {
      if (!halo_rows && (j == 0 || j == RY + 1)) continue;
      unpack<T, V>(__ldg((const VT*)(p + rowoff[j] + x)), dst[j]);
    }
#pragma unroll
    for (int j = 1; j <= RY; j++) hdst[j - 1] = lane < 2 ? __ldg(p + rowoff[j] + hx) : T(0);
  };
  {
    T tmp[RY + 2][V], htmp[RY];
    load_plane(z0 - 1, tmp, htmp, false);
#pragma unroll
    for (int j = 0; j < RY; j++)
#pragma unroll
      for (int v = 0; v < V; v++) below[j][v] = tmp[j + 1][v];
  }
  load_plane(z0, cur, hcur, true);
  load_plane(z0 + 1, above, habove, true);
  for (int z = z0; z < z0 + ZC; z++) {
    T next[RY + 2][V], hnext[RY];
    load_plane(z + 2, next, hnext, true);
#pragma unroll
    for (int j = 1; j <= RY; j++) {
      T o[V];
      T left = __shfl_up_sync(0xffffffffu, cur[j][V - 1], 1);
      T right = __shfl_down_sync(0xffffffffu, cur[j][0], 1);
      T hl = __shfl_sync(0xffffffffu, hcur[j - 1], 0), hr = __shfl_sync(0xffffffffu, hcur[j - 1], 1);
      if (lane == 0) left = hl;
      if (lane == 31) right = hr;
#pragma unroll
      for (int v = 0; v < V; v++) {
        T xm = v == 0 ? left : cur[j][v - 1];
        T xp = v == V - 1 ? right : cur[j][v + 1];
        o[v] = (T)w.xp * xp + (T)w.xm * xm + (T)w.yp * cur[j + 1][v] + (T)w.ym * cur[j - 1][v] +
               (T)w.zp * above[j][v] + (T)w.zm * below[j - 1][v] + (T)w.c * cur[j][v];
      }
      if (y0 + j - 1 < ny) *(VT*)(out + (size_t)z * plane + (size_t)(y0 + j - 1) * nx + x) = pack<T, V>(o);
    }
#pragma unroll
    for (int j = 0; j < RY + 2; j++) {
#pragma unroll
      for (int v = 0; v < V; v++) {
        if (j >= 1 && j <= RY) below[j - 1][v] = cur[j][v];
        cur[j][v] = above[j][v];
        above[j][v] = next[j][v];
      }
    }
#pragma unroll
    for (int j = 0; j < RY; j++) {
      hcur[j] = habove[j];
      habove[j] = hnext[j];
    }
  }
}

// ---------------------------------------------------------------- drivers

static int blocks_for_warps(long warps) { return (int)((warps * 32 + 255) / 256); }

template <typename T, int R>
struct Case2d {
  const char* name;
  int n;
  Box<T, R> box;
};

template <typename T>
static const char* tname() { return sizeof(T) == 4 ? "f32" : "f64"; }

template <typename T, int R>
static void host_check(const std::vector<T>& x, const T* dev_out, int n, const Box<T, R>& box, char* msg) {
  std::vector<T> got((size_t)n * n);
  CHECK(cudaMemcpy(got.data(), dev_out, got.size() * sizeof(T), cudaMemcpyDeviceToHost));
  double worst = 0;
  for (int s = 0; s < 4096; s++) {
    int y = (s * 7919) % n, xx = (s * 104729) % n;
    if (s < 8) { y = s % 2 ? n - 1 : 0; xx = s / 2 % 2 ? n - 1 : 0; }
    double want = 0;
    for (int dy = -R; dy <= R; dy++)
      for (int dx = -R; dx <= R; dx++)
        want += (double)box.w[(dy + R) * (2 * R + 1) + dx + R] *
                x[(size_t)std::min(std::max(y + dy, 0), n - 1) * n + std::min(std::max(xx + dx, 0), n - 1)];
    double d = std::fabs(got[(size_t)y * n + xx] - want) / std::max(std::fabs(want), 1e-3);
    if (!(d <= worst)) worst = d;
  }
  sprintf(msg, "%s (host sample max rel %.1e)", worst < (sizeof(T) == 4 ? 1e-5 : 1e-12) ? "ok" : "FAILED", worst);
}

template <typename T, int R>
static void run2d(const char* name, int n, const Box<T, R>& box) {
  std::string base = std::string(name) + " " + tname<T>() + " " + std::to_string(n) + "^2";
  if (!wanted(base)) return;
  CHECK(cudaMemcpyToSymbol(c_box<T, R>, &box, sizeof(box)));
  size_t cells = (size_t)n * n;
  T *in, *ref, *out;
  CHECK(cudaMalloc(&in, cells * sizeof(T)));
  CHECK(cudaMalloc(&ref, cells * sizeof(T)));
  CHECK(cudaMalloc(&out, cells * sizeof(T)));
  fill_random<<<1024, 256>>>(in, cells, 42);
  std::vector<T> host(cells);
  CHECK(cudaMemcpy(host.data(), in, cells * sizeof(T), cudaMemcpyDeviceToHost));
  auto poison = [&] { fill_nan<<<1024, 256>>>(out, cells); };
  char msg[128];
  float ms = median_ms([&] { naive2d<T, R><<<dim3(n / 32, n / 8), dim3(32, 8)>>>(in, ref, n, n); });
  host_check<T, R>(host, ref, n, box, msg);
  report(base + " naive", (double)cells, ms, 2.0 * sizeof(T), msg);
  auto check = [&] {
    double d = max_rel_diff(out, ref, cells);
    sprintf(msg, "%s (max rel vs naive %.1e)", d < (sizeof(T) == 4 ? 1e-5 : 1e-12) ? "ok" : "FAILED", d);
    return msg;
  };
  auto overlap = [&](auto kernel, int chunk, const char* label) {
    int strips = (n + 31 - 2 * R) / (32 - 2 * R), chunks = n / chunk;
    long warps = (long)strips * chunks;
    float t = median_ms([&] { kernel<<<blocks_for_warps(warps), 256>>>(in, out, n, n, strips, chunks); }, poison);
    report(base + " " + label, (double)cells, t, 2.0 * sizeof(T), check());
  };
  overlap(stream2d_overlap<T, R, 32, 4>, 32, "stream overlap chunk32 u4");
  overlap(stream2d_overlap<T, R, 64, 4>, 64, "stream overlap chunk64 u4");
  overlap(stream2d_overlap<T, R, 128, 4>, 128, "stream overlap chunk128 u4");
  overlap(stream2d_overlap<T, R, 64, 8>, 64, "stream overlap chunk64 u8");
  overlap(stream2d_overlap<T, R, 64, 2>, 64, "stream overlap chunk64 u2");
  auto aligned = [&](auto kernel, int chunk, const char* label) {
    int strips = n / 32, chunks = n / chunk;
    long warps = (long)strips * chunks;
    float t = median_ms([&] { kernel<<<blocks_for_warps(warps), 256>>>(in, out, n, n, strips, chunks); }, poison);
    report(base + " " + label, (double)cells, t, 2.0 * sizeof(T), check());
  };
  aligned(stream2d_aligned<T, R, 64, 4>, 64, "stream aligned chunk64 u4");
  constexpr int V = sizeof(T) == 4 ? 4 : 2;
  if constexpr (R <= 2) {
    auto vec = [&](auto kernel, int v, int chunk, const char* label) {
      int strips = n / (32 * v), chunks = n / chunk;
      long warps = (long)strips * chunks;
      float t = median_ms([&] { kernel<<<blocks_for_warps(warps), 256>>>(in, out, n, n, strips, chunks); }, poison);
      report(base + " " + label, (double)cells, t, 2.0 * sizeof(T), check());
    };
    vec(stream2d_vec<T, R, 2, 64, 4>, 2, 64, "stream vec2 chunk64 u4");
    vec(stream2d_vec<T, R, 2, 32, 4>, 2, 32, "stream vec2 chunk32 u4");
    if constexpr (sizeof(T) == 4) {
      vec(stream2d_vec<T, R, V, 64, 4>, V, 64, "stream vec4 chunk64 u4");
      vec(stream2d_vec<T, R, V, 32, 4>, V, 32, "stream vec4 chunk32 u4");
      vec(stream2d_vec<T, R, V, 16, 4>, V, 16, "stream vec4 chunk16 u4");
      vec(stream2d_vec<T, R, V, 32, 2>, V, 32, "stream vec4 chunk32 u2");
    }
  }
  CHECK(cudaFree(in));
  CHECK(cudaFree(ref));
  CHECK(cudaFree(out));
}

template <typename T>
static void run3d(int n) {
  std::string base = std::string("j3d7pt ") + tname<T>() + " " + std::to_string(n) + "^3";
  if (!wanted(base)) return;
  size_t cells = (size_t)n * n * n;
  T *in, *ref, *out;
  CHECK(cudaMalloc(&in, cells * sizeof(T)));
  CHECK(cudaMalloc(&ref, cells * sizeof(T)));
  CHECK(cudaMalloc(&out, cells * sizeof(T)));
  fill_random<<<1024, 256>>>(in, cells, 43);
  auto poison = [&] { fill_nan<<<1024, 256>>>(out, cells); };
  char msg[128];
  float ms = median_ms([&] { naive3d<T><<<dim3(n / 32, n / 4, n), dim3(32, 4)>>>(in, ref, n, n, n, J3D7); });
  {
    // host sample check of the naive kernel
    std::vector<T> x(cells), got(cells);
    CHECK(cudaMemcpy(x.data(), in, cells * sizeof(T), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(got.data(), ref, cells * sizeof(T), cudaMemcpyDeviceToHost));
    double worst = 0;
    auto at = [&](int z, int y, int xx) {
      auto c = [&](int v) { return std::min(std::max(v, 0), n - 1); };
      return (double)x[((size_t)c(z) * n + c(y)) * n + c(xx)];
    };
    for (int s = 0; s < 4096; s++) {
      int z = (s * 31) % n, y = (s * 7919) % n, xx = (s * 104729) % n;
      if (s < 8) { z = s % 2 ? n - 1 : 0; y = s / 2 % 2 ? n - 1 : 0; xx = s / 4 ? n - 1 : 0; }
      double want = J3D7.xp * at(z, y, xx + 1) + J3D7.xm * at(z, y, xx - 1) + J3D7.yp * at(z, y + 1, xx) +
                    J3D7.ym * at(z, y - 1, xx) + J3D7.zp * at(z + 1, y, xx) + J3D7.zm * at(z - 1, y, xx) +
                    J3D7.c * at(z, y, xx);
      double d = std::fabs(got[((size_t)z * n + y) * n + xx] - want) / std::max(std::fabs(want), 1e-3);
      if (!(d <= worst)) worst = d;
    }
    sprintf(msg, "%s (host sample max rel %.1e)", worst < (sizeof(T) == 4 ? 1e-5 : 1e-12) ? "ok" : "FAILED", worst);
  }
  report(base + " naive", (double)cells, ms, 2.0 * sizeof(T), msg);
  auto check = [&] {
    double d = max_rel_diff(out, ref, cells);
    sprintf(msg, "%s (max rel vs naive %.1e)", d < (sizeof(T) == 4 ? 1e-5 : 1e-12) ? "ok" : "FAILED", d);
    return msg;
  };
  auto overlap = [&](auto kernel, int ry, int zc, const char* label) {
    int strips = (n + 29) / 30, ygroups = n / ry, zchunks = n / zc;
    long warps = (long)strips * ygroups * zchunks;
    float t = median_ms([&] { kernel<<<blocks_for_warps(warps), 256>>>(in, out, n, n, n, strips, ygroups, zchunks, J3D7); }, poison);
    report(base + " " + label, (double)cells, t, 2.0 * sizeof(T), check());
  };
  overlap(stream3d_overlap<T, 4, 32>, 4, 32, "z-stream overlap ry4 zc32");
  overlap(stream3d_overlap<T, 8, 32>, 8, 32, "z-stream overlap ry8 zc32");
  overlap(stream3d_overlap<T, 4, 64>, 4, 64, "z-stream overlap ry4 zc64");
  overlap(stream3d_overlap<T, 1, 64>, 1, 64, "z-stream overlap ry1 zc64");
  auto vec = [&](auto kernel, int v, int ry, int zc, const char* label) {
    int strips = n / (32 * v), ygroups = n / ry, zchunks = n / zc;
    long warps = (long)strips * ygroups * zchunks;
    float t = median_ms([&] { kernel<<<blocks_for_warps(warps), 256>>>(in, out, n, n, n, strips, ygroups, zchunks, J3D7); }, poison);
    report(base + " " + label, (double)cells, t, 2.0 * sizeof(T), check());
  };
  vec(stream3d_vec<T, 2, 4, 32>, 2, 4, 32, "z-stream vec2 ry4 zc32");
  vec(stream3d_vec<T, 2, 8, 32>, 2, 8, 32, "z-stream vec2 ry8 zc32");
  if constexpr (sizeof(T) == 4) {
    vec(stream3d_vec<T, 4, 4, 32>, 4, 4, 32, "z-stream vec4 ry4 zc32");
    vec(stream3d_vec<T, 4, 2, 32>, 4, 2, 32, "z-stream vec4 ry2 zc32");
    vec(stream3d_vec<T, 4, 4, 16>, 4, 4, 16, "z-stream vec4 ry4 zc16");
  }
  CHECK(cudaFree(in));
  CHECK(cudaFree(ref));
  CHECK(cudaFree(out));
}

// The iterated j3d7pt of issue 21 (`gpu_stencils "iterated j3d7pt f32 256"`: 256^3, 100
// steps, clamp), by hand: the single-sweep kernels above launched once a step, ping-pong,
// from the host (a launch takes about 50 us here, so a CUDA graph would save nothing). The
// rate is cells x steps / s, against the single sweep's roofline; 10 steps are checked
// against 10 naive steps, relative to the largest cell (100 would overflow: the weights sum
// to 2.66 in magnitude).
template <typename T>
static void run3d_iterated(int n, int steps) {
  std::string base = std::string("iterated j3d7pt ") + tname<T>() + " " + std::to_string(n) + "^3 x" +
                     std::to_string(steps);
  if (!wanted(base)) return;
  size_t cells = (size_t)n * n * n;
  T *a, *b, *ra, *rb, *in;
  for (T** p : {&a, &b, &ra, &rb, &in}) CHECK(cudaMalloc(p, cells * sizeof(T)));
  fill_random<<<1024, 256>>>(in, cells, 47);
  const int checked = 10;
  auto naive = [&](const T* x, T* y) { naive3d<T><<<dim3(n / 32, n / 4, n), dim3(32, 4)>>>(x, y, n, n, n, J3D7); };
  CHECK(cudaMemcpy(ra, in, cells * sizeof(T), cudaMemcpyDeviceToDevice));
  for (int s = 0; s < checked; s++) {
    naive(ra, rb);
    std::swap(ra, rb);
  }
  // `sweep(x, y)` one step; `run(k)` k steps from `in`, the result in `a`
  auto iterate = [&](auto sweep, const char* label) {
    auto run = [&](int k) {
      T *x = a, *y = b;
      for (int s = 0; s < k; s++) {
        sweep(x, y);
        std::swap(x, y);
      }
      return x;
    };
    CHECK(cudaMemcpy(a, in, cells * sizeof(T), cudaMemcpyDeviceToDevice));
    T* got = run(checked);
    CHECK(cudaDeviceSynchronize());
    // against the largest value: after 10 steps the cells grow to about 10^4 and some
    // cancel near 0, where the operations' order (contractions) moves a cell's relative error
    std::vector<T> g(cells), w(cells);
    CHECK(cudaMemcpy(g.data(), got, cells * sizeof(T), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(w.data(), ra, cells * sizeof(T), cudaMemcpyDeviceToHost));
    double diff = 0, top = 0;
    for (size_t i = 0; i < cells; i++) {
      diff = std::max(diff, (double)std::fabs((double)g[i] - (double)w[i]));
      top = std::max(top, (double)std::fabs((double)w[i]));
    }
    double d = std::isfinite(top) ? diff / top : NAN;
    char msg[128];
    sprintf(msg, "%s (%d steps, max diff / max vs naive %.1e)", d < (sizeof(T) == 4 ? 1e-5 : 1e-12) ? "ok" : "FAILED", checked, d);
    float ms = median_ms([&] { run(steps); });
    report(base + " " + label, (double)cells * steps, ms, 2.0 * sizeof(T), msg);
  };
  iterate(naive, "naive");
  auto overlap = [&](auto kernel, int ry, int zc, const char* label) {
    int strips = (n + 29) / 30, ygroups = n / ry, zchunks = n / zc;
    long warps = (long)strips * ygroups * zchunks;
    iterate([&](const T* x, T* y) { kernel<<<blocks_for_warps(warps), 256>>>(x, y, n, n, n, strips, ygroups, zchunks, J3D7); },
            label);
  };
  overlap(stream3d_overlap<T, 4, 32>, 4, 32, "z-stream overlap ry4 zc32");
  overlap(stream3d_overlap<T, 8, 32>, 8, 32, "z-stream overlap ry8 zc32");
  auto vec = [&](auto kernel, int v, int ry, int zc, const char* label) {
    int strips = n / (32 * v), ygroups = n / ry, zchunks = n / zc;
    long warps = (long)strips * ygroups * zchunks;
    iterate([&](const T* x, T* y) { kernel<<<blocks_for_warps(warps), 256>>>(x, y, n, n, n, strips, ygroups, zchunks, J3D7); },
            label);
  };
  vec(stream3d_vec<T, 2, 4, 32>, 2, 4, 32, "z-stream vec2 ry4 zc32");
  vec(stream3d_vec<T, 2, 8, 32>, 2, 8, 32, "z-stream vec2 ry8 zc32");
  if constexpr (sizeof(T) == 4) {
    vec(stream3d_vec<T, 4, 4, 32>, 4, 4, 32, "z-stream vec4 ry4 zc32");
    vec(stream3d_vec<T, 4, 2, 32>, 4, 2, 32, "z-stream vec4 ry2 zc32");
  }
  for (T* p : {a, b, ra, rb, in}) CHECK(cudaFree(p));
}

static void run_scan(size_t n) {
  if (!wanted("scan")) return;
  float *in, *out;
  CHECK(cudaMalloc(&in, n * 4));
  CHECK(cudaMalloc(&out, n * 4));
  fill_random<<<1024, 256>>>(in, n, 3);
  void* temp = nullptr;
  size_t temp_bytes = 0;
  CHECK(cub::DeviceScan::InclusiveSum(temp, temp_bytes, in, out, (int64_t)n));
  CHECK(cudaMalloc(&temp, temp_bytes));
  float ms = median_ms([&] { CHECK(cub::DeviceScan::InclusiveSum(temp, temp_bytes, in, out, (int64_t)n)); });
  double rate = n / (ms * 1e-3) / 1e9;
  printf("%-46s %9.1f GElem/s %6.1f%%  %8.3f ms\n", "scan (inclusive +) f32 CUB", rate, 100 * rate / (g_copy / 8), ms);
  ms = median_ms([&] { CHECK(cub::DeviceReduce::Sum(temp, temp_bytes, in, out, (int64_t)n)); });
  rate = n / (ms * 1e-3) / 1e9;
  printf("%-46s %9.1f GElem/s %6.1f%%  %8.3f ms\n", "fold (sum) f32 CUB", rate, 100 * rate / (g_copy / 4), ms);
  CHECK(cudaFree(temp));
  CHECK(cudaFree(in));
  CHECK(cudaFree(out));
}

int main(int argc, char** argv) {
  if (argc > 1) g_filter = argv[1];
  cudaDeviceProp prop;
  CHECK(cudaGetDeviceProperties(&prop, 0));
  size_t bytes = 1ull << 30;
  void *a, *b;
  CHECK(cudaMalloc(&a, bytes));
  CHECK(cudaMalloc(&b, bytes));
  fill_random<<<1024, 256>>>((float*)a, bytes / 4, 1);
  float ms = median_ms([&] { CHECK(cudaMemcpyAsync(b, a, bytes, cudaMemcpyDeviceToDevice)); });
  g_copy = 2.0 * bytes / (ms * 1e-3) / 1e9;
  float ms4 = median_ms([&] { copy4<<<prop.multiProcessorCount * 8, 256>>>((float4*)a, (float4*)b, bytes / 16); });
  printf("device: %s, %d SMs; copy (1 GiB, read + write): cudaMemcpy %.0f GB/s, float4 kernel %.0f GB/s\n", prop.name,
         prop.multiProcessorCount, g_copy, 2.0 * bytes / (ms4 * 1e-3) / 1e9);
  printf("roofline used below: cudaMemcpy's; f32 ceiling %.0f GCells/s, f64 %.0f\n", g_copy / 8, g_copy / 16);
  CHECK(cudaFree(a));
  CHECK(cudaFree(b));

  Box<float, 1> j5f{};
  Box<double, 1> j5d{};
  const double j5[9] = {0, 5, 0, 12, 15, 12, 0, 5, 0};
  for (int i = 0; i < 9; i++) { j5f.w[i] = (float)(j5[i] / 118); j5d.w[i] = j5[i] / 118; }
  run2d<float, 1>("j2d5pt", 8192, j5f);
  run2d<double, 1>("j2d5pt", 8192, j5d);
  Box<float, 2> gf{};
  Box<double, 2> gd{};
  const double g[25] = {2, 4, 5, 4, 2, 4, 9, 12, 9, 4, 5, 12, 15, 12, 5, 4, 9, 12, 9, 4, 2, 4, 5, 4, 2};
  for (int i = 0; i < 25; i++) { gf.w[i] = (float)(g[i] / 159); gd.w[i] = g[i] / 159; }
  run2d<float, 2>("gaussian", 8192, gf);
  run2d<double, 2>("gaussian", 8192, gd);
  Box<float, 4> b9f{};
  for (int dy = 0; dy < 9; dy++)
    for (int dx = 0; dx < 9; dx++) b9f.w[dy * 9 + dx] = (float)((1 + (dy * 9 + dx) % 7) / 324.0);
  run2d<float, 4>("box9x9", 4096, b9f);
  run3d<float>(512);
  run3d<double>(512);
  run3d_iterated<float>(256, 100);
  run_scan(256ull << 20);
  return 0;
}
