// What the hand-written CUDA yardsticks share: checked CUDA calls, the case filter,
// clamped indices, random inputs in [0, 1) (a hash of the index, no state), the median of
// timed runs, the comparison of two results, and a copy kernel's rate.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#define CHECK(call)                                                                   \
  do {                                                                                \
    cudaError_t e_ = (call);                                                          \
    if (e_ != cudaSuccess) {                                                          \
      fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call, cudaGetErrorString(e_)); \
      exit(1);                                                                        \
    }                                                                                 \
  } while (0)

static const char* g_filter = "";

static bool wanted(const std::string& name) { return strstr(name.c_str(), g_filter) != nullptr; }

__device__ __forceinline__ int clampi(int v, int lo, int hi) { return min(max(v, lo), hi); }

template <typename T>
__global__ void fill_random(T* p, size_t n, unsigned long long seed) {
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x) {
    unsigned long long s = (i + 1) * 0x9E3779B97F4A7C15ull ^ seed;
    s ^= s >> 31; s *= 0xBF58476D1CE4E5B9ull; s ^= s >> 27; s *= 0x94D049BB133111EBull; s ^= s >> 31;
    p[i] = (T)((s >> 11) * (1.0 / 9007199254740992.0));
  }
}

// The median of `reps` timings (CUDA events on the default stream) of `launch`, each after
// `before` (untimed), after one untimed warm-up; `launch` must have finished its work
// when it returns if it queues it on another stream.
template <typename F>
static float median_of(int reps, F launch, std::function<void()> before = nullptr) {
  if (before) before();
  launch();
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  cudaEvent_t a, b;
  CHECK(cudaEventCreate(&a));
  CHECK(cudaEventCreate(&b));
  std::vector<float> t;
  for (int r = 0; r < reps; r++) {
    if (before) before();
    CHECK(cudaEventRecord(a));
    launch();
    CHECK(cudaEventRecord(b));
    CHECK(cudaEventSynchronize(b));
    CHECK(cudaGetLastError());
    float ms;
    CHECK(cudaEventElapsedTime(&ms, a, b));
    t.push_back(ms);
  }
  std::sort(t.begin(), t.end());
  CHECK(cudaEventDestroy(a));
  CHECK(cudaEventDestroy(b));
  return t[reps / 2];
}

// The largest relative difference of `n` elements of two device arrays (NaN if any is).
template <typename T>
static double max_rel_diff(const T* got_d, const T* want_d, size_t n) {
  std::vector<T> got(n), want(n);
  CHECK(cudaMemcpy(got.data(), got_d, n * sizeof(T), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(want.data(), want_d, n * sizeof(T), cudaMemcpyDeviceToHost));
  double worst = 0;
  for (size_t i = 0; i < n; i++) {
    double g = got[i], w = want[i];
    double e = std::fabs(g - w) / std::max(std::fabs(w), 1e-3);
    if (std::isnan(e)) return NAN;
    worst = std::max(worst, e);
  }
  return worst;
}

// A device-to-device copy of `n` float4s by a grid-stride kernel: the copy rate a kernel
// reaches (cudaMemcpy's own is a few percent above it on an H100).
__global__ void copy4(const float4* __restrict__ a, float4* __restrict__ b, size_t n) {
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x) b[i] = a[i];
}

// The rate of `copy4` over 1 GiB, read + write, in GB/s: the median of `reps` runs of 8
// blocks of 256 threads a multiprocessor.
inline double copy4_gbps(const cudaDeviceProp& prop, int reps) {
  size_t bytes = (size_t)1 << 30;
  float *a, *b;
  CHECK(cudaMalloc(&a, bytes));
  CHECK(cudaMalloc(&b, bytes));
  float ms = median_of(reps, [&] { copy4<<<prop.multiProcessorCount * 8, 256>>>((float4*)a, (float4*)b, bytes / 16); });
  CHECK(cudaFree(a));
  CHECK(cudaFree(b));
  return 2.0 * bytes / (ms * 1e-3) / 1e9;
}
