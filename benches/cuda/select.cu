// CUB's stream compaction, the yardstick of systole's `filter` (the row `filter f32 256M half
// kept` of `gpu_stencils`): `cub::DeviceSelect::If` of random f32 in [0, 1) with `x < 0.5`
// (about half kept; one pass with decoupled look-back, as systole's), timed as the other
// yardsticks (median of CUDA-event timings), next to a copy's bandwidth; the rate against
// `copy / 6` (4 bytes read, 2 written an element).
//
//   nvcc -O3 -arch=sm_90 -std=c++17 -o select benches/cuda/select.cu && ./select
#include <cub/cub.cuh>

#include "common.cuh"

static const int REPS = 11;

struct Below {
  __host__ __device__ bool operator()(float x) const { return x < 0.5f; }
};

int main(int argc, char** argv) {
  if (argc > 1) g_filter = argv[1];
  cudaDeviceProp prop;
  CHECK(cudaGetDeviceProperties(&prop, 0));
  double copy = copy4_gbps(prop, REPS);
  printf("%s, %d SMs: copy %.0f GB/s (read + write)\n", prop.name, prop.multiProcessorCount, copy);
  size_t n = (size_t)256 << 20;
  float *in, *out;
  int64_t* count;
  CHECK(cudaMalloc(&in, n * 4));
  CHECK(cudaMalloc(&out, n * 4));
  CHECK(cudaMalloc(&count, 8));
  fill_random<<<1024, 256>>>(in, n, 10);
  void* temp = nullptr;
  size_t select_bytes = 0;
  CHECK(cub::DeviceSelect::If(temp, select_bytes, in, out, count, (int64_t)n, Below()));
  CHECK(cudaMalloc(&temp, select_bytes));
  // the host's count of the kept elements
  std::vector<float> host(n);
  CHECK(cudaMemcpy(host.data(), in, n * 4, cudaMemcpyDeviceToHost));
  int64_t want = std::count_if(host.begin(), host.end(), [](float x) { return x < 0.5f; });
  auto kept = [&] {
    int64_t got = -1;
    CHECK(cudaMemcpy(&got, count, 8, cudaMemcpyDeviceToHost));
    return got == want ? "ok" : "FAILED";
  };
  if (wanted("filter")) {
    float t = median_of(REPS, [&] {
      CHECK(cub::DeviceSelect::If(temp, select_bytes, in, out, count, (int64_t)n, Below()));
    });
    double rate = n / (t * 1e-3) / 1e9;
    printf("%-46s %9.1f GElem/s %6.1f%%  %8.3f ms  %s\n", "filter f32 256M half kept CUB DeviceSelect::If", rate,
           100 * rate / (copy / 6), t, kept());
  }
  return 0;
}
