// CUB's radix sort, the yardstick of systole's `sort` and `sort_by_key` (the rows `sort u32
// 256M` and `sort_by_key u32->f32 256M` of `gpu_stencils`): `cub::DeviceRadixSort` of
// random u32 keys (SortKeys), and of u32 keys with f32 values (SortPairs), on the same
// inputs' sizes, timed as the other yardsticks (median of CUDA-event timings), next to a
// copy's bandwidth.
//
//   nvcc -O3 -arch=sm_90 -std=c++17 -o sort benches/cuda/sort.cu && ./sort [FILTER]
#include <cub/cub.cuh>

#include "common.cuh"

static const int REPS = 11;

__global__ void to_keys(const float* in, unsigned* out, size_t n) {
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
    out[i] = (unsigned)(in[i] * 4294967295.0f);
}

// Whether `n` keys on the device are in ascending order.
static bool ascending(const unsigned* keys_d, size_t n) {
  std::vector<unsigned> k(n);
  CHECK(cudaMemcpy(k.data(), keys_d, n * 4, cudaMemcpyDeviceToHost));
  return std::is_sorted(k.begin(), k.end());
}

static void run_sorts(size_t n, double copy) {
  float* random;
  unsigned *keys, *keys_out;
  float *values, *values_out;
  CHECK(cudaMalloc(&random, n * 4));
  CHECK(cudaMalloc(&keys, n * 4));
  CHECK(cudaMalloc(&keys_out, n * 4));
  CHECK(cudaMalloc(&values, n * 4));
  CHECK(cudaMalloc(&values_out, n * 4));
  fill_random<<<1024, 256>>>(random, n, 11);
  to_keys<<<1024, 256>>>(random, keys, n);
  fill_random<<<1024, 256>>>(values, n, 12);
  void* temp = nullptr;
  size_t keys_bytes = 0, pairs_bytes = 0;
  CHECK(cub::DeviceRadixSort::SortKeys(temp, keys_bytes, keys, keys_out, (int64_t)n));
  CHECK(cub::DeviceRadixSort::SortPairs(temp, pairs_bytes, keys, keys_out, values, values_out, (int64_t)n));
  CHECK(cudaMalloc(&temp, std::max(keys_bytes, pairs_bytes)));
  std::string m = std::to_string(n >> 20) + "M";
  if (wanted("sort u32")) {
    float ms = median_of(REPS, [&] {
      CHECK(cub::DeviceRadixSort::SortKeys(temp, keys_bytes, keys, keys_out, (int64_t)n));
    });
    double rate = n / (ms * 1e-3) / 1e9;
    printf("%-46s %9.1f GKeys/s %6.1f%%  %8.3f ms  %s\n", ("sort u32 " + m + " CUB SortKeys").c_str(), rate,
           100 * rate / (copy / 8), ms, ascending(keys_out, n) ? "ok" : "FAILED");
  }
  if (wanted("sort_by_key u32->f32")) {
    float ms = median_of(REPS, [&] {
      CHECK(cub::DeviceRadixSort::SortPairs(temp, pairs_bytes, keys, keys_out, values, values_out, (int64_t)n));
    });
    double rate = n / (ms * 1e-3) / 1e9;
    printf("%-46s %9.1f GKeys/s %6.1f%%  %8.3f ms  %s\n", ("sort_by_key u32->f32 " + m + " CUB SortPairs").c_str(),
           rate, 100 * rate / (copy / 16), ms, ascending(keys_out, n) ? "ok" : "FAILED");
  }
  CHECK(cudaFree(temp));
  CHECK(cudaFree(random));
  CHECK(cudaFree(keys));
  CHECK(cudaFree(keys_out));
  CHECK(cudaFree(values));
  CHECK(cudaFree(values_out));
}

int main(int argc, char** argv) {
  if (argc > 1) g_filter = argv[1];
  cudaDeviceProp prop;
  CHECK(cudaGetDeviceProperties(&prop, 0));
  double copy = copy4_gbps(prop, REPS);
  printf("%s, %d SMs: copy %.0f GB/s (read + write); %% of a copy's rate at 8 bytes a key (SortKeys: one pass),\n"
         "16 a pair (SortPairs)\n", prop.name, prop.multiProcessorCount, copy);
  for (size_t n : {(size_t)64 << 20, (size_t)256 << 20}) run_sorts(n, copy);
  return 0;
}
