/*
 * C reference for the Sudoku benchmark: the same Algorithm X with dancing
 * links as src/exact-cover/dlx.ts and links.ts, on the same matrix as
 * src/puzzles/sudoku/exact-cover-model.ts, so `npm run bench -- sudoku` can
 * say how far our TypeScript is from native code doing identical work
 * (it checks that the node and update counts are equal on every board).
 *
 * Same matrix: a row per (empty cell, value) no given rules out, cells in
 * reading order and values ascending; the columns are the open cell
 * conditions, then row-value, column-value and box-value conditions not met
 * by a given, in that order. Same search: the dead-end and forced-column
 * lists (a column joins the front of its list when it drops to 0 or 1 rows),
 * else the first column with the fewest rows; rows tried top-down; a row's
 * other columns covered rightwards from it and uncovered in reverse.
 *
 * Usage: dlx-sudoku COUNT < boards   (one 81-character 9×9 board per line,
 * '.' or '0' for an empty cell; COUNT = solutions looked for, 1 or 2).
 * Prints per board "board INDEX NODES UPDATES FOUND SOLUTION" and at the end
 * "total CPU_SECONDS WALL_SECONDS" for building and searching all boards
 * (reading the input is not timed).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define N 9
#define ORDER 3
#define CELLS 81
#define MAXROWS (CELLS * N)
#define MAXCOLS (4 * CELLS)
#define MAXNODES (MAXCOLS + 3 + 4 * MAXROWS)

static int up[MAXNODES], down[MAXNODES], col[MAXNODES], rowOf[MAXNODES];
static int rowStart[MAXROWS + 1], rowCell[MAXROWS], rowValue[MAXROWS];
static int len[MAXCOLS + 3], prv[MAXCOLS + 1], nxt[MAXCOLS + 1], fnext[MAXCOLS + 3], fprev[MAXCOLS + 3];
static int columns, s0, s1;
static long long updates;

static void enlist(int x, int s) {
  int n = fnext[s];
  fnext[x] = n;
  fprev[x] = s;
  fprev[n] = x;
  fnext[s] = x;
}

static void delist(int x) {
  int n = fnext[x], p = fprev[x];
  fnext[p] = n;
  fprev[n] = p;
}

/* All columns are primary here, so the "c <= primary" tests of links.ts always hold. */
static void hide(int p) {
  int r = rowOf[p], start = rowStart[r], end = rowStart[r + 1];
  for (int q = p + 1; q != p; q++) {
    if (q == end) {
      q = start;
      if (q == p) break;
    }
    int u = up[q], d = down[q];
    down[u] = d;
    up[d] = u;
    int c = col[q];
    int l = --len[c];
    if (l <= 1) {
      if (l == 0) delist(c);
      enlist(c, l == 0 ? s0 : s1);
    }
  }
  updates += end - start - 1;
}

static void unhide(int p) {
  int r = rowOf[p], start = rowStart[r], end = rowStart[r + 1];
  for (int q = p - 1; q != p; q--) {
    if (q < start) {
      q = end - 1;
      if (q == p) break;
    }
    down[up[q]] = q;
    up[down[q]] = q;
    int c = col[q];
    int l = len[c]++;
    if (l <= 1) {
      delist(c);
      if (l == 0) enlist(c, s1);
    }
  }
}

static void cover(int i) {
  for (int p = down[i]; p != i; p = down[p]) hide(p);
  int l = prv[i], r = nxt[i];
  nxt[l] = r;
  prv[r] = l;
  if (len[i] <= 1) delist(i);
}

static void uncover(int i) {
  int l = prv[i], r = nxt[i];
  nxt[l] = i;
  prv[r] = i;
  if (len[i] <= 1) enlist(i, len[i] == 0 ? s0 : s1);
  for (int p = up[i]; p != i; p = up[p]) unhide(p);
}

static int rowLength(int p) { return rowStart[rowOf[p] + 1] - rowStart[rowOf[p]]; }

static int rightOf(int p, int k) {
  int r = rowOf[p], start = rowStart[r], end = rowStart[r + 1], q = p + k;
  return q >= end ? q - (end - start) : q;
}

static long long scans;

static int chooseColumn(void) {
  if (fnext[s0] != s0) return fnext[s0];
  if (fnext[s1] != s1) return fnext[s1];
  int best = nxt[0], bestLen = len[best], seen = 1;
  /* The lists are empty, so no column has fewer than 2 rows: the first with 2 is the choice. */
  for (int c = nxt[best]; bestLen > 2 && c != 0; c = nxt[c]) {
    seen++;
    if (len[c] < bestLen) {
      best = c;
      bestLen = len[c];
    }
  }
  scans += seen;
  return best;
}

static int boxOf(int i) { return (i / N / ORDER) * ORDER + (i % N) / ORDER; }

/* Two givens with one value in a unit: no solution, and no search (as givenClash). */
static int clash(const int *cells) {
  for (int i = 0; i < CELLS; i++) {
    if (!cells[i]) continue;
    for (int j = i + 1; j < CELLS; j++) {
      if (cells[j] != cells[i]) continue;
      if (i / N == j / N || i % N == j % N || boxOf(i) == boxOf(j)) return 1;
    }
  }
  return 0;
}

/* Builds the matrix of exact-cover-model.ts and the links of links.ts buildLinks. */
static void build(const int *cells) {
  int used[3][N][N + 1];
  memset(used, 0, sizeof used);
  for (int i = 0; i < CELLS; i++) {
    int v = cells[i];
    if (!v) continue;
    used[0][i / N][v] = used[1][i % N][v] = used[2][boxOf(i)][v] = 1;
  }
  int cellColumn[CELLS], unitColumn[3][N][N + 1];
  columns = 0;
  for (int i = 0; i < CELLS; i++) cellColumn[i] = cells[i] ? -1 : columns++;
  for (int k = 0; k < 3; k++)
    for (int u = 0; u < N; u++)
      for (int v = 1; v <= N; v++) unitColumn[k][u][v] = used[k][u][v] ? -1 : columns++;
  int first = columns + 1;
  for (int i = 0; i <= columns; i++) {
    up[i] = down[i] = col[i] = i;
    len[i] = 0;
    prv[i] = i == 0 ? columns : i - 1;
    nxt[i] = i == columns ? 0 : i + 1;
  }
  int rows = 0, x = first;
  for (int i = 0; i < CELLS; i++) {
    if (cells[i]) continue;
    for (int v = 1; v <= N; v++) {
      if (used[0][i / N][v] | used[1][i % N][v] | used[2][boxOf(i)][v]) continue;
      int heads[4] = {cellColumn[i], unitColumn[0][i / N][v], unitColumn[1][i % N][v], unitColumn[2][boxOf(i)][v]};
      rowStart[rows] = x;
      rowCell[rows] = i;
      rowValue[rows] = v;
      for (int k = 0; k < 4; k++, x++) {
        int h = heads[k] + 1;
        col[x] = h;
        rowOf[x] = rows;
        len[h]++;
        up[x] = up[h];
        down[x] = h;
        down[up[h]] = x;
        up[h] = x;
      }
      rows++;
    }
  }
  rowStart[rows] = x;
  s0 = columns + 1;
  s1 = columns + 2;
  fnext[s0] = fprev[s0] = s0;
  fnext[s1] = fprev[s1] = s1;
  for (int i = columns; i >= 1; i--)
    if (len[i] <= 1) enlist(i, len[i] == 0 ? s0 : s1);
}

/* Algorithm X as the loop of dlx.ts; returns solutions found (up to maxSolutions). */
static int search(int maxSolutions, long long *nodesOut, int *solution) {
  static int x[MAXCOLS + 1], colAt[MAXCOLS + 1];
  int level = 0, found = 0;
  long long nodes = 0;
  enum { ENTER, TRY, NEXT } step = ENTER;
  for (;;) {
    if (step == ENTER) {
      if (nxt[0] == 0) {
        if (found == 0)
          for (int k = 0; k < level; k++) solution[rowCell[rowOf[x[k]]]] = rowValue[rowOf[x[k]]];
        found++;
        if (found >= maxSolutions || level == 0) break;
        level--;
        step = NEXT;
        continue;
      }
      int best = chooseColumn();
      colAt[level] = best;
      cover(best);
      x[level] = down[best];
      step = TRY;
    } else if (step == TRY) {
      int xl = x[level], i = colAt[level];
      if (xl == i) {
        uncover(i);
        if (level == 0) break;
        level--;
        step = NEXT;
        continue;
      }
      nodes++;
      int n = rowLength(xl);
      for (int k = 1; k < n; k++) cover(col[rightOf(xl, k)]);
      level++;
      step = ENTER;
    } else {
      int xl = x[level];
      for (int k = rowLength(xl) - 1; k >= 1; k--) uncover(col[rightOf(xl, k)]);
      x[level] = down[xl];
      step = TRY;
    }
  }
  *nodesOut = nodes;
  return found;
}

static double wallNow(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
  int maxSolutions = argc > 1 ? atoi(argv[1]) : 1;
  if (maxSolutions < 1) maxSolutions = 1;
  int capacity = 1024, count = 0;
  int (*boards)[CELLS] = malloc(sizeof(int[CELLS]) * capacity);
  char line[256];
  while (fgets(line, sizeof line, stdin)) {
    if (strlen(line) < CELLS) continue;
    if (count == capacity) boards = realloc(boards, sizeof(int[CELLS]) * (capacity *= 2));
    for (int i = 0; i < CELLS; i++) boards[count][i] = line[i] >= '1' && line[i] <= '9' ? line[i] - '0' : 0;
    count++;
  }
  long long *nodes = malloc(sizeof(long long) * count), *work = malloc(sizeof(long long) * count);
  int *found = malloc(sizeof(int) * count), (*solutions)[CELLS] = malloc(sizeof(int[CELLS]) * count);
  clock_t c0 = clock();
  double w0 = wallNow();
  for (int b = 0; b < count; b++) {
    memcpy(solutions[b], boards[b], sizeof boards[b]);
    updates = 0;
    nodes[b] = 0;
    if (clash(boards[b])) {
      found[b] = 0;
    } else {
      build(boards[b]);
      found[b] = search(maxSolutions, &nodes[b], solutions[b]);
    }
    work[b] = updates;
  }
  double cpu = (double)(clock() - c0) / CLOCKS_PER_SEC, wall = wallNow() - w0;
  for (int b = 0; b < count; b++) {
    printf("board %d %lld %lld %d ", b + 1, nodes[b], work[b], found[b]);
    for (int i = 0; i < CELLS; i++) putchar(found[b] ? '0' + solutions[b][i] : '.');
    putchar('\n');
  }
  printf("total %.6f %.6f\n", cpu, wall);
  return 0;
}
