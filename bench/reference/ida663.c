/*
 * ida663.c — the benchmark's C reference for the sliding-puzzle lesson.
 *
 * The same search as the TypeScript solver (src/puzzles/sliding/), written
 * in plain C so `npm run bench -- sliding` can say, from one run on one
 * machine, how far the TypeScript is from native code doing the same work:
 *
 *   - the same tables: additive pattern databases for the 6-6-3 partition
 *     {1,5,6,9,10,13} {7,8,11,12,14,15} {2,3,4}, built with the same
 *     algorithm as pdb/build.ts (a layered breadth-first search over
 *     (occupancy mask, region of the blank, tile order), one bit per state,
 *     horizontal moves word by word, vertical moves through rank-rotation
 *     tables, forwards or backwards), then re-indexed to the same sparse
 *     layout (index = sum of cell << 4·slot), all three in one array;
 *   - the same heuristic: the sum over the three tables on the board and on
 *     its reflection along the main diagonal, the larger wins;
 *   - the same IDA*: children in the order up, left, right, down of the
 *     blank, the move back to the parent skipped, a node counted when it is
 *     generated (before pruning), a child's h computed before the board
 *     changes and the board changed only to descend, the goal tested when
 *     h = 0. So the node counts must equal the TypeScript's on every
 *     instance; the benchmark checks that.
 *
 * Usage: ida663 FILE — FILE holds lines `id optimal t0 … t15` (blank = 0,
 * goal 1 … 15 then the blank; `#` starts a comment). Output, one line each:
 *   build <cpu seconds> <wall seconds>
 *   solve <id> <length> <nodes> <cpu seconds> <wall seconds> <moves, comma-separated>
 * Times are this process's CPU time (CLOCK_PROCESS_CPUTIME_ID) and
 * monotonic wall time. Compile with `cc -O2 -o ida663 ida663.c`.
 */
#define _POSIX_C_SOURCE 199309L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define CELLS 16
#define WIDTH 4
#define UNREACHED 255
#define FOUND (-1)
#define NO_BOUND 1000 /* above every f: "no f exceeded the bound" */

static double seconds(clockid_t clock) {
  struct timespec t;
  clock_gettime(clock, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static void *must(void *p) {
  if (!p) {
    fprintf(stderr, "ida663: out of memory\n");
    exit(2);
  }
  return p;
}

/* ---- Index arithmetic (pdb/index-arithmetic.ts) ------------------------ */

static int popcount(uint32_t x) { return __builtin_popcount(x); }

static int factorial(int k) {
  int f = 1;
  for (int i = 2; i <= k; i++) f *= i;
  return f;
}

/* Lexicographic rank of a permutation p of 0..k-1. */
static int rank_permutation(const int *p, int k) {
  uint32_t used = 0;
  int rank = 0;
  for (int i = 0; i < k; i++) {
    int s = p[i];
    rank = rank * (k - i) + s - popcount(used & ((1u << s) - 1));
    used |= 1u << s;
  }
  return rank;
}

static void unrank_permutation(int rank, int k, int *out) {
  int digits[16];
  for (int i = k - 1; i >= 0; i--) {
    int radix = k - i;
    digits[i] = rank % radix;
    rank /= radix;
  }
  uint32_t used = 0;
  for (int i = 0; i < k; i++) {
    int d = digits[i], s = 0;
    for (;; s++) {
      if (used & (1u << s)) continue;
      if (d == 0) break;
      d--;
    }
    out[i] = s;
    used |= 1u << s;
  }
}

/* A tile moving from slot `from` to slot `to`: rank before -> rank after. */
static uint16_t *slot_rotation(int k, int from, int to) {
  int count = factorial(k), p[16];
  uint16_t *table = must(malloc(sizeof(uint16_t) * count));
  for (int r = 0; r < count; r++) {
    unrank_permutation(r, k, p);
    for (int i = 0; i < k; i++) {
      int s = p[i];
      if (s == from) s = to;
      else if (from < to && s > from && s <= to) s--;
      else if (to < from && s >= to && s < from) s++;
      p[i] = s;
    }
    table[r] = (uint16_t)rank_permutation(p, k);
  }
  return table;
}

static int slot_of(uint32_t mask, int cell) { return popcount(mask & ((1u << cell) - 1)); }

/* ---- Regions and the block graph (pdb/regions.ts) ---------------------- */

static uint32_t full_mask, not_first_col, not_last_col, neighbours[CELLS];

static void make_grid(void) {
  uint32_t first = 0, last = 0;
  for (int r = 0; r < WIDTH; r++) {
    first |= 1u << (r * WIDTH);
    last |= 1u << (r * WIDTH + WIDTH - 1);
  }
  full_mask = (1u << CELLS) - 1;
  not_first_col = full_mask & ~first;
  not_last_col = full_mask & ~last;
  for (int c = 0; c < CELLS; c++) {
    int r = c / WIDTH, col = c % WIDTH;
    uint32_t m = 0;
    if (r > 0) m |= 1u << (c - WIDTH);
    if (r < WIDTH - 1) m |= 1u << (c + WIDTH);
    if (col > 0) m |= 1u << (c - 1);
    if (col < WIDTH - 1) m |= 1u << (c + 1);
    neighbours[c] = m;
  }
}

static uint32_t flood_fill(uint32_t free_cells, uint32_t seed) {
  uint32_t region = seed & free_cells;
  for (;;) {
    uint32_t grown = (region | ((region << 1) & not_first_col) | ((region >> 1) & not_last_col) |
                      (region << WIDTH) | (region >> WIDTH)) &
                     free_cells;
    if (grown == region) return region;
    region = grown;
  }
}

typedef struct {
  int count;
  int *mask_rank, *block_of_cell, *move_start, *move_target;
  uint8_t *from_slot, *to_slot;
} BlockGraph;

static BlockGraph block_graph(const uint32_t *masks, int n_masks, const int *rank_of) {
  BlockGraph g;
  int cap = n_masks * 4;
  g.block_of_cell = must(malloc(sizeof(int) * n_masks * CELLS));
  for (int i = 0; i < n_masks * CELLS; i++) g.block_of_cell[i] = -1;
  g.mask_rank = must(malloc(sizeof(int) * cap));
  uint32_t *region_of = must(malloc(sizeof(uint32_t) * cap));
  g.count = 0;
  for (int r = 0; r < n_masks; r++) {
    uint32_t free_cells = full_mask & ~masks[r], left = free_cells;
    while (left) {
      uint32_t region = flood_fill(free_cells, left & -left);
      left &= ~region;
      if (g.count == cap) {
        cap *= 2;
        g.mask_rank = must(realloc(g.mask_rank, sizeof(int) * cap));
        region_of = must(realloc(region_of, sizeof(uint32_t) * cap));
      }
      g.mask_rank[g.count] = r;
      region_of[g.count] = region;
      for (int c = 0; c < CELLS; c++)
        if (region & (1u << c)) g.block_of_cell[r * CELLS + c] = g.count;
      g.count++;
    }
  }
  int move_cap = g.count * 8, n = 0;
  g.move_start = must(malloc(sizeof(int) * (g.count + 1)));
  g.move_target = must(malloc(sizeof(int) * move_cap));
  g.from_slot = must(malloc(move_cap));
  g.to_slot = must(malloc(move_cap));
  for (int b = 0; b < g.count; b++) {
    g.move_start[b] = n;
    uint32_t mask = masks[g.mask_rank[b]], region = region_of[b];
    for (int c = 0; c < CELLS; c++) {
      if (!(mask & (1u << c))) continue;
      uint32_t into = neighbours[c] & region;
      while (into) {
        uint32_t bit = into & -into;
        into ^= bit;
        int to = __builtin_ctz(bit);
        uint32_t next = (mask & ~(1u << c)) | bit;
        if (n == move_cap) {
          move_cap *= 2;
          g.move_target = must(realloc(g.move_target, sizeof(int) * move_cap));
          g.from_slot = must(realloc(g.from_slot, move_cap));
          g.to_slot = must(realloc(g.to_slot, move_cap));
        }
        g.move_target[n] = g.block_of_cell[rank_of[next] * CELLS + c];
        g.from_slot[n] = (uint8_t)slot_of(mask, c);
        g.to_slot[n] = (uint8_t)slot_of(next, to);
        n++;
      }
    }
  }
  g.move_start[g.count] = n;
  free(region_of);
  return g;
}

/* ---- The layered breadth-first construction (pdb/build.ts) ------------- */

static uint32_t bit_index(uint32_t bit) { return (uint32_t)__builtin_ctz(bit); }

/* Builds one pattern's database; writes 16^k bytes in the sparse layout into `sparse`. */
static void build_pattern(const int *pattern, int k, uint8_t *sparse) {
  /* Masks of 16 cells with k bits, ascending, and their ranks. */
  static int rank_of[1 << CELLS];
  uint32_t *masks = must(malloc(sizeof(uint32_t) * (1 << CELLS)));
  int n_masks = 0;
  for (uint32_t m = 0; m < (1u << CELLS); m++) {
    if (popcount(m) == k) {
      rank_of[m] = n_masks;
      masks[n_masks++] = m;
    } else rank_of[m] = -1;
  }
  BlockGraph g = block_graph(masks, n_masks, rank_of);
  uint16_t *rotations[16 * 16] = {0};
  for (int from = 0; from < k; from++)
    for (int to = 0; to < k; to++)
      if (from != to && abs(from - to) < WIDTH) rotations[from * k + to] = slot_rotation(k, from, to);
  int perms = factorial(k), words = (perms + 31) / 32;
  size_t bits_len = (size_t)g.count * words;
  uint8_t *values = must(malloc((size_t)n_masks * perms));
  memset(values, UNREACHED, (size_t)n_masks * perms);
  uint32_t *visited = must(calloc(bits_len, 4)), *front = must(calloc(bits_len, 4)),
           *next = must(calloc(bits_len, 4));
  int *front_count = must(calloc(g.count, sizeof(int))), *next_count = must(calloc(g.count, sizeof(int)));
  int *visited_count = must(calloc(g.count, sizeof(int)));
  uint8_t *next_flag = must(calloc(g.count, 1));
  uint32_t last_word_bits = perms % 32 == 0 ? 0xffffffffu : (1u << (perms % 32)) - 1;

  uint32_t goal_mask = 0;
  int goal_slots[16];
  for (int i = 0; i < k; i++) goal_mask |= 1u << (pattern[i] - 1);
  for (int i = 0; i < k; i++) {
    goal_slots[i] = 0;
    for (int j = 0; j < k; j++) goal_slots[i] += pattern[j] < pattern[i];
  }
  int goal_block = g.block_of_cell[rank_of[goal_mask] * CELLS + CELLS - 1];
  int goal_perm = rank_permutation(goal_slots, k);
  front[goal_block * words + (goal_perm >> 5)] = 1u << (goal_perm & 31);
  visited[goal_block * words + (goal_perm >> 5)] = 1u << (goal_perm & 31);
  front_count[goal_block] = 1;
  visited_count[goal_block] = 1;
  values[(size_t)rank_of[goal_mask] * perms + goal_perm] = 0;
  int depth = 0;

  for (;;) {
    for (int b = 0; b < g.count; b++) {
      int in_front = front_count[b];
      if (!in_front) continue;
      size_t base = (size_t)b * words;
      for (int m = g.move_start[b]; m < g.move_start[b + 1]; m++) {
        int t = g.move_target[m];
        int unvisited = perms - visited_count[t];
        if (!unvisited) continue;
        size_t tb = (size_t)t * words;
        int from = g.from_slot[m], to = g.to_slot[m], any = 0;
        if (from == to) {
          for (int w = 0; w < words; w++) {
            uint32_t x = front[base + w] & ~visited[tb + w];
            if (x) {
              next[tb + w] |= x;
              any = 1;
            }
          }
        } else if (in_front <= unvisited) {
          const uint16_t *rot = rotations[from * k + to];
          for (int w = 0; w < words; w++) {
            uint32_t word = front[base + w];
            while (word) {
              uint32_t bit = word & -word;
              word ^= bit;
              uint32_t r = rot[((uint32_t)w << 5) | bit_index(bit)];
              size_t tw = tb + (r >> 5);
              uint32_t tbit = 1u << (r & 31);
              if (!(visited[tw] & tbit)) {
                next[tw] |= tbit;
                any = 1;
              }
            }
          }
        } else {
          const uint16_t *back = rotations[to * k + from];
          for (int w = 0; w < words; w++) {
            uint32_t word = ~(visited[tb + w] | next[tb + w]) & (w == words - 1 ? last_word_bits : 0xffffffffu);
            while (word) {
              uint32_t bit = word & -word;
              word ^= bit;
              uint32_t r = back[((uint32_t)w << 5) | bit_index(bit)];
              if ((front[base + (r >> 5)] >> (r & 31)) & 1) {
                next[tb + w] |= bit;
                any = 1;
              }
            }
          }
        }
        if (any) next_flag[t] = 1;
      }
    }
    depth++;
    int grew = 0;
    memset(next_count, 0, sizeof(int) * g.count);
    for (int b = 0; b < g.count; b++) {
      if (!next_flag[b]) continue;
      grew = 1;
      size_t base = (size_t)b * words, first = (size_t)g.mask_rank[b] * perms;
      int added = 0;
      for (int w = 0; w < words; w++) {
        uint32_t word = next[base + w];
        if (!word) continue;
        visited[base + w] |= word;
        while (word) {
          uint32_t bit = word & -word;
          word ^= bit;
          added++;
          size_t idx = first + (((uint32_t)w << 5) | bit_index(bit));
          if (values[idx] == UNREACHED) values[idx] = (uint8_t)depth;
        }
      }
      next_count[b] = added;
      visited_count[b] += added;
    }
    if (!grew) break;
    for (int b = 0; b < g.count; b++)
      if (front_count[b]) memset(front + (size_t)b * words, 0, sizeof(uint32_t) * words);
    uint32_t *swap = front;
    front = next;
    next = swap;
    int *swap_count = front_count;
    front_count = next_count;
    next_count = swap_count;
    memset(next_flag, 0, g.count);
  }

  /* Re-index to the sparse layout (pdb/layout.ts). */
  int *order = must(malloc(sizeof(int) * perms * k)), cell_of_slot[16];
  for (int r = 0; r < perms; r++) unrank_permutation(r, k, order + r * k);
  size_t entries = (size_t)1 << (4 * k);
  memset(sparse, UNREACHED, entries);
  for (int mr = 0; mr < n_masks; mr++) {
    for (int c = 0, s = 0; c < CELLS; c++)
      if (masks[mr] & (1u << c)) cell_of_slot[s++] = c;
    size_t first = (size_t)mr * perms;
    for (int r = 0; r < perms; r++) {
      uint32_t idx = 0;
      for (int i = 0; i < k; i++) idx |= (uint32_t)cell_of_slot[order[r * k + i]] << (4 * i);
      sparse[idx] = values[first + r];
    }
  }

  free(order);
  free(values);
  free(visited);
  free(front);
  free(next);
  free(front_count);
  free(next_count);
  free(visited_count);
  free(next_flag);
  for (int i = 0; i < 16 * 16; i++) free(rotations[i]);
  free(masks);
  free(g.mask_rank);
  free(g.block_of_cell);
  free(g.move_start);
  free(g.move_target);
  free(g.from_slot);
  free(g.to_slot);
}

/* ---- The heuristic (heuristics/pdb.ts) --------------------------------- */

static const int PATTERNS[3][6] = {{1, 5, 6, 9, 10, 13}, {7, 8, 11, 12, 14, 15}, {2, 3, 4}};
static const int PATTERN_SIZE[3] = {6, 6, 3};
#define SIX (1u << 24)
/* One array for the three tables: table d starts at OFFSET[d]. */
static const uint32_t OFFSET[3] = {0, SIX, 2 * SIX};
static uint8_t *table;

/* Per tile: the part its database index lives in (0..2 on the board, 3..5
 * on the reflection) and the shift of its cell within that index. */
static int part_of[CELLS], shift_of[CELLS], mpart_of[CELLS], mshift_of[CELLS], mcell[CELLS];

static int transpose(int cell) { return (cell % WIDTH) * WIDTH + cell / WIDTH; }
static int mirror_tile(int tile) { return tile == 0 ? 0 : transpose(tile - 1) + 1; }

static void make_heuristic(void) {
  for (int c = 0; c < CELLS; c++) mcell[c] = transpose(c);
  for (int d = 0; d < 3; d++)
    for (int slot = 0; slot < PATTERN_SIZE[d]; slot++) {
      int t = PATTERNS[d][slot];
      part_of[t] = d;
      shift_of[t] = 4 * slot;
      mpart_of[mirror_tile(t)] = 3 + d;
      mshift_of[mirror_tile(t)] = 4 * slot;
    }
}

/* ---- IDA* (solve-idastar.ts) ------------------------------------------- */

static uint8_t board[CELLS];
static int nbr[CELLS][4], nbr_count[CELLS];
/* index[p]: OFFSET of its table + the sparse index; value[p] = table[index[p]]. */
static uint32_t index_of[6];
static int value_of[6];
static uint8_t path[256];
static long long nodes;
static int bound, solution_length;

static int is_goal(void) {
  for (int i = 0; i < CELLS - 1; i++)
    if (board[i] != i + 1) return 0;
  return board[CELLS - 1] == 0;
}

/* Returns FOUND or the smallest f above the bound. `sum` and `msum` are the
 * board's and the reflection's sums at this node. */
static int dfs(int blank, int g, int prev, int sum, int msum) {
  int min = NO_BOUND, g1 = g + 1;
  for (int i = 0; i < nbr_count[blank]; i++) {
    int cell = nbr[blank][i];
    if (cell == prev) continue;
    int tile = board[cell];
    nodes++;
    int p = part_of[tile], q = mpart_of[tile];
    uint32_t pi = index_of[p] + ((uint32_t)(blank - cell) << shift_of[tile]);
    uint32_t qi = index_of[q] + ((uint32_t)(mcell[blank] - mcell[cell]) << mshift_of[tile]);
    int pv = table[pi], qv = table[qi];
    int s = sum + pv - value_of[p], ms = msum + qv - value_of[q];
    int h = s > ms ? s : ms, f = g1 + h;
    if (f > bound) {
      if (f < min) min = f;
      continue;
    }
    uint32_t old_pi = index_of[p], old_qi = index_of[q];
    int old_pv = value_of[p], old_qv = value_of[q];
    index_of[p] = pi;
    value_of[p] = pv;
    index_of[q] = qi;
    value_of[q] = qv;
    board[blank] = (uint8_t)tile;
    board[cell] = 0;
    path[g] = (uint8_t)tile;
    int r;
    if (h == 0 && is_goal()) {
      solution_length = g1;
      r = FOUND;
    } else r = dfs(cell, g1, blank, s, ms);
    if (r == FOUND) return FOUND;
    board[cell] = (uint8_t)tile;
    board[blank] = 0;
    index_of[p] = old_pi;
    value_of[p] = old_pv;
    index_of[q] = old_qi;
    value_of[q] = old_qv;
    if (r < min) min = r;
  }
  return min;
}

/* Solves one board; returns the length, or -1 when the search runs out. */
static int solve(const int *tiles) {
  int blank = 0;
  for (int c = 0; c < CELLS; c++) {
    board[c] = (uint8_t)tiles[c];
    if (tiles[c] == 0) blank = c;
  }
  for (int p = 0; p < 6; p++) index_of[p] = OFFSET[p % 3];
  for (int c = 0; c < CELLS; c++) {
    int t = tiles[c];
    if (t == 0) continue;
    index_of[part_of[t]] += (uint32_t)c << shift_of[t];
    index_of[mpart_of[t]] += (uint32_t)mcell[c] << mshift_of[t];
  }
  int sum = 0, msum = 0;
  for (int p = 0; p < 6; p++) {
    value_of[p] = table[index_of[p]];
    if (p < 3) sum += value_of[p];
    else msum += value_of[p];
  }
  nodes = 0;
  bound = sum > msum ? sum : msum;
  if (is_goal()) return 0;
  for (;;) {
    int r = dfs(blank, 0, -1, sum, msum);
    if (r == FOUND) return solution_length;
    if (r == NO_BOUND) return -1;
    bound = r;
  }
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: ida663 FILE (lines: id optimal t0 ... t15)\n");
    return 2;
  }
  FILE *in = fopen(argv[1], "r");
  if (!in) {
    fprintf(stderr, "ida663: cannot read %s\n", argv[1]);
    return 2;
  }
  for (int c = 0; c < CELLS; c++) {
    int r = c / WIDTH, col = c % WIDTH, n = 0;
    if (r > 0) nbr[c][n++] = c - WIDTH;
    if (col > 0) nbr[c][n++] = c - 1;
    if (col < WIDTH - 1) nbr[c][n++] = c + 1;
    if (r < WIDTH - 1) nbr[c][n++] = c + WIDTH;
    nbr_count[c] = n;
  }
  make_grid();
  make_heuristic();

  double cpu0 = seconds(CLOCK_PROCESS_CPUTIME_ID), wall0 = seconds(CLOCK_MONOTONIC);
  table = must(malloc(2 * SIX + (1u << 12)));
  for (int d = 0; d < 3; d++) build_pattern(PATTERNS[d], PATTERN_SIZE[d], table + OFFSET[d]);
  printf("build %.6f %.6f\n", seconds(CLOCK_PROCESS_CPUTIME_ID) - cpu0, seconds(CLOCK_MONOTONIC) - wall0);
  fflush(stdout);

  char line[512];
  while (fgets(line, sizeof line, in)) {
    int id, optimal, tiles[CELLS], at = 0, used = 0;
    char *s = line;
    while (*s == ' ' || *s == '\t') s++;
    if (*s == '#' || *s == '\n' || *s == '\0') continue;
    if (sscanf(s, "%d %d%n", &id, &optimal, &used) != 2) continue;
    s += used;
    for (; at < CELLS; at++) {
      if (sscanf(s, "%d%n", &tiles[at], &used) != 1) break;
      s += used;
    }
    if (at != CELLS) {
      fprintf(stderr, "ida663: instance %d does not list 16 cells\n", id);
      return 2;
    }
    double c0 = seconds(CLOCK_PROCESS_CPUTIME_ID), w0 = seconds(CLOCK_MONOTONIC);
    int length = solve(tiles);
    double c1 = seconds(CLOCK_PROCESS_CPUTIME_ID), w1 = seconds(CLOCK_MONOTONIC);
    printf("solve %d %d %lld %.6f %.6f ", id, length, nodes, c1 - c0, w1 - w0);
    for (int i = 0; i < length; i++) printf(i ? ",%d" : "%d", path[i]);
    printf("\n");
    fflush(stdout);
  }
  fclose(in);
  free(table);
  return 0;
}
