// How fast can a host copy 1 GiB into pinned chunks while the copy engine uploads them?
// Build and run on the GPU machine: nvcc -O2 -o uploads benches/cuda/uploads.c -lcuda -lpthread && ./uploads 3
// Each round prints the host's read bandwidth on 8 and 16 threads, then, per setting, the
// staged upload's rate and the pinned rate measured in turn with it (median of 7).
// Record: docs/perf/2026-11-26-upload-threads.md
#define _GNU_SOURCE
#include <cuda.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + t.tv_nsec * 1e-9; }
#define N (1ul << 30)
#define MAXR 16
#define MAXP 2048
static char *src; static CUdeviceptr dst; static CUstream stream; static CUcontext ctx;
static char *chunk[MAXR]; static CUevent ev[MAXP];
static size_t C, B; static int R, T, dynamic_;
static atomic_long gen; static atomic_int done_cnt; static atomic_int quit;
static atomic_long next_block; static atomic_int piece_done[MAXP]; static atomic_int queued[MAXP];
static void queue_piece(long k) {
  cuMemcpyHtoDAsync(dst + k * C, chunk[k % R], C, stream); cuEventRecord(ev[k], stream);
  atomic_store(&queued[k], 1);
}
// dynamic: claim blocks until none is left
static void claim_blocks(void) {
  long per = C / B, total = (N / C) * per;
  for (;;) {
    long b = atomic_fetch_add(&next_block, 1); if (b >= total) return;
    long k = b / per, j = b % per;
    if (k >= R) { while (!atomic_load(&queued[k - R])) __builtin_ia32_pause(); cuEventSynchronize(ev[k - R]); }
    memcpy(chunk[k % R] + j * B, src + k * C + j * B, B);
    if (atomic_fetch_add(&piece_done[k], 1) == per - 1) queue_piece(k);
  }
}
static void static_share(long k, int w) { size_t share = C / T, from = w * share, to = w == T - 1 ? C : from + share; memcpy(chunk[k % R] + from, src + k * C + from, to - from); }
static void *worker(void *arg) {
  int w = (int)(long)arg; long seen = 0; cuCtxSetCurrent(ctx);
  for (;;) {
    long g; while ((g = atomic_load(&gen)) == seen) { if (atomic_load(&quit)) return 0; __builtin_ia32_pause(); }
    seen = g;
    if (dynamic_) claim_blocks(); else static_share(g - 1, w);
    atomic_fetch_add(&done_cnt, 1);
  }
}
static double upload(void) {
  long pieces = N / C; double t0 = now();
  if (dynamic_) {
    atomic_store(&next_block, 0);
    for (long k = 0; k < pieces; k++) { atomic_store(&piece_done[k], 0); atomic_store(&queued[k], 0); }
    atomic_store(&done_cnt, 0); atomic_fetch_add(&gen, 1);
    claim_blocks();
    while (atomic_load(&done_cnt) < T - 1) __builtin_ia32_pause();
  } else {
    for (long k = 0; k < pieces; k++) {
      if (k >= R) cuEventSynchronize(ev[k - R]);
      atomic_store(&done_cnt, 0); atomic_store(&gen, k + 1);
      static_share(k, 0);
      while (atomic_load(&done_cnt) < T - 1) __builtin_ia32_pause();
      queue_piece(k);
    }
  }
  cuStreamSynchronize(stream);
  return N / (now() - t0) / 1e9;
}
static int cmp(const void *a, const void *b) { double x = *(double *)a, y = *(double *)b; return (x > y) - (x < y); }
static double pinned_once(char *pin) { double t0 = now(); cuMemcpyHtoD(dst, pin, N); return N / (now() - t0) / 1e9; }
static char *rd_base; static int rd_threads; static atomic_long sink;
static void *rd(void *arg) { long i = (long)arg; size_t n = N / rd_threads; const long *p = (const long *)(rd_base + i * n); long s = 0;
  for (size_t j = 0; j < n / 8; j += 8) s += p[j] + p[j + 1] + p[j + 2] + p[j + 3] + p[j + 4] + p[j + 5] + p[j + 6] + p[j + 7];
  atomic_fetch_add(&sink, s); return 0; }
static double read_bw(char *a, int t) { pthread_t th[32]; rd_base = a; rd_threads = t; double t0 = now();
  for (long i = 0; i < t; i++) pthread_create(&th[i], 0, rd, (void *)i);
  for (int i = 0; i < t; i++) pthread_join(th[i], 0);
  return N / (now() - t0) / 1e9; }
int main(int argc, char **argv) {
  int rounds = argc > 1 ? atoi(argv[1]) : 3;
  cuInit(0); CUdevice d; cuDeviceGet(&d, 0); cuDevicePrimaryCtxRetain(&ctx, d); cuCtxSetCurrent(ctx);
  cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING);
  src = malloc(N); memset(src, 1, N); cuMemAlloc(&dst, N);
  char *pin; cuMemAllocHost((void **)&pin, N); memset(pin, 2, N);
  char *other = malloc(N); memset(other, 3, N);
  for (int i = 0; i < MAXR; i++) { cuMemAllocHost((void **)&chunk[i], 16 << 20); memset(chunk[i], 0, 16 << 20); }
  for (int i = 0; i < MAXP; i++) cuEventCreate(&ev[i], CU_EVENT_DISABLE_TIMING);
  struct { int dyn, mib, ring, threads, block_kib; } cfg[] = {
    {0, 16, 3, 8, 0}, {0, 16, 3, 12, 0}, {0, 16, 3, 16, 0}, {0, 4, 8, 8, 0},
    {1, 16, 3, 8, 512}, {1, 16, 3, 12, 512}, {1, 16, 3, 16, 512}, {1, 4, 8, 8, 256}, {1, 4, 8, 16, 256}, {1, 16, 3, 8, 128},
  };
  int ncfg = sizeof cfg / sizeof cfg[0];
  for (int round = 0; round < rounds; round++) {
    printf("round %d: read 8 threads %.1f GB/s, 16 threads %.1f GB/s\n", round, read_bw(other, 8), read_bw(other, 16));
    for (int c = 0; c < ncfg; c++) {
      dynamic_ = cfg[c].dyn; C = (size_t)cfg[c].mib << 20; R = cfg[c].ring; T = cfg[c].threads; B = (size_t)cfg[c].block_kib << 10;
      pthread_t th[32]; atomic_store(&gen, 0); atomic_store(&quit, 0);
      for (int w = 1; w < T; w++) pthread_create(&th[w], 0, worker, (void *)(long)w);
      double r[7], p[7], q[7];
      for (int i = 0; i < 7; i++) { p[i] = pinned_once(pin); r[i] = upload(); q[i] = r[i] / p[i]; }
      atomic_store(&quit, 1); for (int w = 1; w < T; w++) pthread_join(th[w], 0);
      qsort(r, 7, sizeof r[0], cmp); qsort(p, 7, sizeof p[0], cmp); qsort(q, 7, sizeof q[0], cmp);
      printf("  %-7s chunk %2d MiB ring %d threads %2d block %3d KiB: staged %.1f GB/s (min %.1f max %.1f), pinned %.1f, ratio median %.0f%% (min %.0f%%)\n",
             dynamic_ ? "claimed" : "shares", cfg[c].mib, R, T, cfg[c].block_kib, r[3], r[0], r[6], p[3], 100 * q[3], 100 * q[0]);
    }
  }
  return 0;
}
