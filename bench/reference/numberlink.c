/*
 * numberlink.c — the benchmark's C reference for the Numberlink ZDD.
 *
 * The same frontier algorithm as src/puzzles/numberlink/ (graph.ts,
 * frontier.ts, mate.ts, build.ts), written again in C so the benchmark can
 * set the TypeScript engine beside compiled code in the same run: the same
 * edge order, the same mate values, the same cuts, the same canonical states,
 * hence the same number of nodes on every level. The public C++ library
 * TdZdd (Iwashita), whose numberlink app extends the program of Yoshinaka et
 * al. (2012), is not installable here; this file stands in for it.
 *
 * Input (stdin):  W H RULE SWEEP REVERSE MIRROR MAXNODES LIMITMS
 *                 then H rows of W integers: −1 empty, k ≥ 0 the label index.
 *                 RULE: fill | fill-notouch | nikoli;  SWEEP: rows | columns;
 *                 REVERSE, MIRROR: 0 / 1, the starting corner (graph.ts Orientation).
 * Output (stdout): key value lines — status, levels, nodes, maxwidth, count,
 *                 ms, rss_kb, widths (one line, space separated).
 *
 * Build: gcc -O2 -o numberlink numberlink.c   (the benchmark does this itself)
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

typedef unsigned __int128 u128;

enum { DONE = 0, FREE = 1, LABEL = 2 };
#define LBIT 0x8000

static int W, H, N, M, K, LINE, NOTOUCH, FILL;
static int *cellOf, *vlabel, *ea, *eb;
/* frontier tables */
static int *fStart, *fVerts, *wStart, *wVerts, *wFrom, *pa, *pb, *remA, *remB;
static int *pStart, *pFrom, *pTo, *pVert; /* undecided edges after edge i from each vertex that stays */
static unsigned char *wLeaves;
static int maxWork;

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static void *xmalloc(size_t n) {
  void *p = malloc(n ? n : 1);
  if (!p) {
    printf("status out-of-memory\n");
    exit(1);
  }
  return p;
}

static void *xrealloc(void *p, size_t n) {
  p = realloc(p, n ? n : 1);
  if (!p) {
    printf("status out-of-memory\n");
    exit(1);
  }
  return p;
}

/* ---- graph and frontier (graph.ts, frontier.ts) ---- */

static void build_graph(const int *cells, int sweepRows, int reverse, int mirror) {
  N = W * H;
  LINE = sweepRows ? W : H;
  int lines = sweepRows ? H : W;
  cellOf = xmalloc(sizeof(int) * N);
  vlabel = xmalloc(sizeof(int) * N);
  for (int v = 0; v < N; v++) {
    int along = mirror ? LINE - 1 - v % LINE : v % LINE;
    int across = reverse ? lines - 1 - v / LINE : v / LINE;
    int cell = sweepRows ? across * W + along : along * W + across;
    cellOf[v] = cell;
    vlabel[v] = cells[cell];
  }
  M = lines * (LINE - 1) + (lines - 1) * LINE;
  ea = xmalloc(sizeof(int) * (M + 1));
  eb = xmalloc(sizeof(int) * (M + 1));
  int e = 0;
  for (int v = 0; v < N; v++) {
    if (v % LINE + 1 < LINE) ea[e] = v, eb[e++] = v + 1;
    if (v + LINE < N) ea[e] = v, eb[e++] = v + LINE;
  }
}

static void build_tables(void) {
  int *first = xmalloc(sizeof(int) * N), *last = xmalloc(sizeof(int) * N);
  int *degree = calloc(N, sizeof(int)), *seen = calloc(N, sizeof(int)), *position = xmalloc(sizeof(int) * N);
  for (int v = 0; v < N; v++) first[v] = last[v] = -1;
  for (int e = 0; e < M; e++) {
    int vs[2] = {ea[e], eb[e]};
    for (int s = 0; s < 2; s++) {
      if (first[vs[s]] < 0) first[vs[s]] = e;
      last[vs[s]] = e;
      degree[vs[s]]++;
    }
  }
  size_t cap = (size_t)(M + 2) * (LINE + 3) + 16;
  fStart = xmalloc(sizeof(int) * (M + 2));
  wStart = xmalloc(sizeof(int) * (M + 1));
  fVerts = xmalloc(sizeof(int) * cap);
  wVerts = xmalloc(sizeof(int) * cap);
  wFrom = xmalloc(sizeof(int) * cap);
  wLeaves = xmalloc(cap);
  pa = xmalloc(sizeof(int) * (M + 1));
  pb = xmalloc(sizeof(int) * (M + 1));
  remA = xmalloc(sizeof(int) * (M + 1));
  remB = xmalloc(sizeof(int) * (M + 1));
  int *incStart = calloc(N + 1, sizeof(int)), *inc = xmalloc(sizeof(int) * (2 * M + 1)), *fill = calloc(N + 1, sizeof(int));
  for (int e = 0; e < M; e++) incStart[ea[e] + 1]++, incStart[eb[e] + 1]++;
  for (int v = 0; v < N; v++) incStart[v + 1] += incStart[v];
  for (int e = 0; e < M; e++) inc[incStart[ea[e]] + fill[ea[e]]++] = e, inc[incStart[eb[e]] + fill[eb[e]]++] = e;
  pStart = xmalloc(sizeof(int) * (M + 1));
  size_t pcap = (size_t)(M + 1) * (LINE + 3) * 4 + 16, npend = 0;
  pFrom = xmalloc(sizeof(int) * pcap);
  pTo = xmalloc(sizeof(int) * pcap);
  pVert = xmalloc(sizeof(int) * pcap);
  int *slotOfV = xmalloc(sizeof(int) * N);
  int *frontier = xmalloc(sizeof(int) * (N + 2)), nf = 0;
  int *work = xmalloc(sizeof(int) * (N + 4));
  size_t nfv = 0, nwv = 0;
  maxWork = 0;
  for (int e = 0; e <= M; e++) {
    fStart[e] = (int)nfv;
    for (int j = 0; j < nf; j++) fVerts[nfv++] = frontier[j], position[frontier[j]] = j;
    if (e == M) break;
    wStart[e] = (int)nwv;
    int nw = 0;
    for (int j = 0; j < nf; j++) work[nw++] = frontier[j];
    if (first[ea[e]] == e) work[nw++] = ea[e];
    if (eb[e] != ea[e] && first[eb[e]] == e) work[nw++] = eb[e];
    for (int x = 1; x < nw; x++) { /* insertion sort, ascending */
      int v = work[x], y = x - 1;
      while (y >= 0 && work[y] > v) work[y + 1] = work[y], y--;
      work[y + 1] = v;
    }
    if (nw > maxWork) maxWork = nw;
    seen[ea[e]]++;
    seen[eb[e]]++;
    int nn = 0;
    for (int j = 0; j < nw; j++) {
      int v = work[j];
      wVerts[nwv] = v;
      wFrom[nwv] = first[v] == e ? -1 : position[v];
      wLeaves[nwv] = last[v] == e;
      nwv++;
      if (last[v] != e) frontier[nn++] = v; /* frontier is rebuilt below */
      if (v == ea[e]) pa[e] = j;
      if (v == eb[e]) pb[e] = j;
    }
    pStart[e] = (int)npend;
    for (int j = 0; j < nw; j++) slotOfV[work[j]] = j;
    for (int j = 0; j < nw; j++) {
      int v = work[j];
      if (last[v] == e) continue;
      for (int x = incStart[v]; x < incStart[v + 1]; x++) {
        int f = inc[x];
        if (f <= e) continue;
        int u = ea[f] == v ? eb[f] : ea[f];
        pFrom[npend] = j;
        pVert[npend] = u;
        pTo[npend++] = first[u] <= e ? slotOfV[u] : -1;
      }
    }
    remA[e] = degree[ea[e]] - seen[ea[e]];
    remB[e] = degree[eb[e]] - seen[eb[e]];
    nf = nn;
  }
  wStart[M] = (int)nwv;
  pStart[M] = (int)npend;
  fStart[M + 1] = (int)nfv;
  free(first), free(last), free(degree), free(seen), free(position), free(frontier), free(work);
  free(incStart), free(inc), free(fill), free(slotOfV);
}

/* ---- the machine (mate.ts) ---- */

static int ptrBase, level, w0, work;
static int *slotOf, *wm, *wc, *bm, *bc, *keep, *leave, *pieceMap, nKeep, nLeave, nPieces;
static int *pairs, np, *bpairs, bnp, pairsCap;
static unsigned char *labelHasEnd;

static void set_level(int i) {
  level = i;
  w0 = wStart[i];
  work = wStart[i + 1] - wStart[i];
  nKeep = nLeave = 0;
  for (int j = 0; j < work; j++) {
    slotOf[wVerts[w0 + j]] = j;
    if (wLeaves[w0 + j]) leave[nLeave++] = j;
    else keep[nKeep++] = j;
  }
}

static void ensure_pairs(int n) {
  if (n <= pairsCap) return;
  while (pairsCap < n) pairsCap *= 2;
  pairs = xrealloc(pairs, sizeof(int) * pairsCap);
  bpairs = xrealloc(bpairs, sizeof(int) * pairsCap);
}

static void reset(void) {
  memcpy(wm, bm, sizeof(int) * work);
  if (!NOTOUCH) return;
  memcpy(wc, bc, sizeof(int) * work);
  memcpy(pairs, bpairs, sizeof(int) * 2 * bnp);
  np = bnp;
}

static void load(const uint16_t *s) {
  int w = fStart[level + 1] - fStart[level];
  int fresh = 0;
  if (NOTOUCH)
    for (int x = 0; x < w; x++) {
      int id = s[w + x];
      if (id < LBIT && id + 1 > fresh) fresh = id + 1;
    }
  for (int j = 0; j < work; j++) {
    int from = wFrom[w0 + j];
    if (from >= 0) {
      bm[j] = s[from];
      if (NOTOUCH) bc[j] = s[w + from];
    } else {
      int lab = vlabel[wVerts[w0 + j]];
      bm[j] = lab >= 0 ? LABEL + lab : FREE;
      if (NOTOUCH) bc[j] = lab >= 0 ? (LBIT | lab) : fresh++;
    }
  }
  nPieces = fresh;
  if (NOTOUCH) {
    bnp = s[2 * w];
    ensure_pairs(2 * bnp + 4);
    for (int q = 0; q < 2 * bnp; q++) bpairs[q] = s[2 * w + 1 + q];
  }
  reset();
}

static int has_pair(int x, int y) {
  for (int q = 0; q < 2 * np; q += 2)
    if ((pairs[q] == x && pairs[q + 1] == y) || (pairs[q] == y && pairs[q + 1] == x)) return 1;
  return 0;
}

/* cut codes as in mate.ts */
enum { OK = 0, CUT_DEGREE, CUT_LABELS, CUT_CYCLE, CUT_UNCOVERED, CUT_ENDPOINT, CUT_DEAD_END, CUT_TOUCH, CUT_BLOCKED, CUT_CROSSING };

/* crossing.ts: two closed labels interleaved on the frontier, no bridge separating either pair's ends */
static int *firstEnd, *clo, *chi, *bp, *bq;

static int crossing_dead(void) {
  int nClosed = 0, nBridges = 0, base = ptrBase;
  for (int j = 0; j < work; j++) {
    int v = wm[j];
    if (v < LABEL) continue;
    if (v < base) {
      int f = firstEnd[v - LABEL];
      if (f < 0) firstEnd[v - LABEL] = j;
      else {
        clo[nClosed] = f;
        chi[nClosed++] = j;
      }
    } else {
      int other = slotOf[v - base];
      if (other > j) {
        bp[nBridges] = j;
        bq[nBridges++] = other;
      }
    }
  }
  for (int j = 0; j < work; j++)
    if (wm[j] >= LABEL && wm[j] < base) firstEnd[wm[j] - LABEL] = -1;
  if (nClosed < 2) return 0;
  int nFree = 0;
  for (int c = 0; c < nClosed; c++) {
    int a = clo[c], b = chi[c], separated = 0;
    for (int q = 0; q < nBridges && !separated; q++)
      separated = (bp[q] < a && a < bq[q]) != (bp[q] < b && b < bq[q]);
    if (!separated) {
      clo[nFree] = a;
      chi[nFree++] = b;
    }
  }
  for (int c = 0; c < nFree; c++)
    for (int d = c + 1; d < nFree; d++) {
      int a = clo[c], b = chi[c], x = clo[d], y = chi[d];
      if ((a < x && x < b && b < y) || (x < a && a < y && y < b)) return 1;
    }
  return 0;
}

static int merge(int ia, int ib) {
  if (ia == ib) return OK;
  if (has_pair(ia, ib)) return CUT_TOUCH;
  int into = (ib & LBIT) ? ib : ia;
  int from = into == ia ? ib : ia;
  for (int j = 0; j < work; j++)
    if (wc[j] == from) wc[j] = into;
  for (int q = 0; q < 2 * np;) {
    if (pairs[q] == from) pairs[q] = into;
    if (pairs[q + 1] == from) pairs[q + 1] = into;
    if ((pairs[q] & LBIT) && (pairs[q + 1] & LBIT)) {
      np--;
      pairs[q] = pairs[2 * np];
      pairs[q + 1] = pairs[2 * np + 1];
    } else
      q += 2;
  }
  return OK;
}

static int join(int a, int b) {
  int sa = wm[a], sb = wm[b], base = ptrBase;
  if (sa == DONE || sb == DONE) return CUT_DEGREE;
  int va = wVerts[w0 + a], vb = wVerts[w0 + b];
  if (sa == FREE && sb == FREE) {
    wm[a] = base + vb;
    wm[b] = base + va;
  } else if (sa == FREE || sb == FREE) {
    int pf = sa == FREE ? a : b, pe = sa == FREE ? b : a, vf = sa == FREE ? va : vb;
    int se = wm[pe];
    wm[pf] = se;
    if (se >= base) wm[slotOf[se - base]] = base + vf;
    wm[pe] = DONE;
  } else if (sa < base && sb < base) {
    if (sa != sb) return CUT_LABELS;
    wm[a] = wm[b] = DONE;
  } else if (sa < base || sb < base) {
    int lab = sa < base ? sa : sb, other = sa < base ? sb : sa;
    wm[slotOf[other - base]] = lab;
    wm[a] = wm[b] = DONE;
  } else {
    if (sa == base + vb) return CUT_CYCLE;
    int xa = sa - base, xb = sb - base;
    wm[slotOf[xa]] = base + xb;
    wm[slotOf[xb]] = base + xa;
    wm[a] = wm[b] = DONE;
  }
  return NOTOUCH ? merge(wc[a], wc[b]) : OK;
}

static int apart(int a, int b) {
  int ia = wc[a], ib = wc[b];
  if (ia == ib) return CUT_TOUCH;
  if ((ia & LBIT) && (ib & LBIT)) return OK;
  if (!has_pair(ia, ib)) {
    ensure_pairs(2 * np + 2);
    pairs[2 * np] = ia;
    pairs[2 * np + 1] = ib;
    np++;
  }
  return OK;
}

static int decide(int x) {
  int a = pa[level], b = pb[level];
  int code = x ? join(a, b) : NOTOUCH ? apart(a, b) : OK;
  if (code) return code;
  if (FILL) {
    if (wm[a] == FREE && remA[level] == 1) return CUT_UNCOVERED;
    if (wm[b] == FREE && remB[level] == 1) return CUT_UNCOVERED;
  }
  for (int q = 0; q < nLeave; q++) {
    int j = leave[q], v = wm[j];
    if (v == DONE) continue;
    if (v == FREE) {
      if (FILL) return CUT_UNCOVERED;
      continue;
    }
    return vlabel[wVerts[w0 + j]] >= 0 ? CUT_ENDPOINT : CUT_DEAD_END;
  }
  /* look ahead (mate.ts lookAhead): each staying vertex must still get the lines it needs */
  int end = pStart[level + 1], base = ptrBase;
  for (int q = pStart[level]; q < end;) {
    int x = pFrom[q], sx = wm[x];
    int need = sx == DONE ? 0 : sx == FREE ? (FILL ? 2 : 0) : 1, can = 0;
    for (; q < end && pFrom[q] == x; q++) {
      int y = pTo[q];
      if (y < 0) {
        /* not reached yet: open to x unless it is the endpoint of another label than x's */
        int l = vlabel[pVert[q]];
        if (sx >= LABEL && sx < base && l >= 0 && LABEL + l != sx) continue;
        can++;
        continue;
      }
      int sy = wm[y];
      int labelEnds = sx >= LABEL && sx < base && sy >= LABEL && sy < base;
      if (NOTOUCH && wc[x] == wc[y] && !labelEnds) return CUT_TOUCH;
      if (sy == DONE || sx == DONE) continue;
      if (sx == base + wVerts[w0 + y]) continue;
      if (labelEnds && sx != sy) continue;
      if (NOTOUCH && has_pair(wc[x], wc[y])) continue;
      can++;
    }
    if (can < need) return CUT_BLOCKED;
  }
  return crossing_dead() ? CUT_CROSSING : OK;
}

static int store(uint16_t *out) {
  int k = 0;
  for (int q = 0; q < nKeep; q++) out[k++] = (uint16_t)wm[keep[q]];
  if (!NOTOUCH) return k;
  int next = 0;
  for (int q = 0; q < nKeep; q++) {
    int j = keep[q], id = wc[j], v = wm[j];
    if (v >= LABEL && v < ptrBase) labelHasEnd[v - LABEL] = 1;
    if (id & LBIT)
      out[k++] = (uint16_t)id;
    else {
      if (pieceMap[id] < 0) pieceMap[id] = next++;
      out[k++] = (uint16_t)pieceMap[id];
    }
  }
  int n = 0;
  for (int q = 0; q < 2 * np; q += 2) {
    int a = pairs[q], b = pairs[q + 1];
    int x = (a & LBIT) ? (labelHasEnd[a & ~LBIT] ? a : -1) : pieceMap[a];
    int y = (b & LBIT) ? (labelHasEnd[b & ~LBIT] ? b : -1) : pieceMap[b];
    if (x < 0 || y < 0) continue;
    pairs[2 * n] = x < y ? x : y;
    pairs[2 * n + 1] = x < y ? y : x;
    n++;
  }
  for (int c = 0; c < nPieces; c++) pieceMap[c] = -1;
  for (int q = 0; q < nKeep; q++) {
    int v = wm[keep[q]];
    if (v >= LABEL && v < ptrBase) labelHasEnd[v - LABEL] = 0;
  }
  for (int s = 1; s < n; s++) {
    int x = pairs[2 * s], y = pairs[2 * s + 1], r = s - 1;
    while (r >= 0 && (pairs[2 * r] > x || (pairs[2 * r] == x && pairs[2 * r + 1] > y))) {
      pairs[2 * r + 2] = pairs[2 * r];
      pairs[2 * r + 3] = pairs[2 * r + 1];
      r--;
    }
    pairs[2 * r + 2] = x;
    pairs[2 * r + 3] = y;
  }
  int countAt = k++, kept = 0;
  for (int s = 0; s < n; s++) {
    if (s > 0 && pairs[2 * s] == pairs[2 * s - 2] && pairs[2 * s + 1] == pairs[2 * s - 1]) continue;
    out[k++] = (uint16_t)pairs[2 * s];
    out[k++] = (uint16_t)pairs[2 * s + 1];
    kept++;
  }
  out[countAt] = (uint16_t)kept;
  np = 0;
  return k;
}

/* ---- the unique table of one level (state-table.ts) ---- */

typedef struct {
  uint16_t *words;
  size_t nwords, capWords;
  int64_t *offset; /* offset[s] … offset[s+1] */
  int count, capStates;
  int32_t *slots;
  uint32_t mask;
} Table;

static uint32_t hash_words(const uint16_t *w, int len) {
  uint32_t h = 0x811c9dc5u ^ (uint32_t)len;
  for (int k = 0; k < len; k++) h = (h ^ w[k]) * 0x01000193u;
  h ^= h >> 15;
  h *= 0x2c1b3c6du;
  return h ^ (h >> 12);
}

static void table_init(Table *t) {
  memset(t, 0, sizeof *t);
  t->capWords = 1 << 16;
  t->words = xmalloc(sizeof(uint16_t) * t->capWords);
  t->capStates = 1 << 12;
  t->offset = xmalloc(sizeof(int64_t) * (t->capStates + 1));
  t->mask = (1u << 13) - 1;
  t->slots = calloc(t->mask + 1, sizeof(int32_t));
}

static void table_clear(Table *t, int expected) {
  t->count = 0;
  t->nwords = 0;
  t->offset[0] = 0;
  uint32_t want = 16;
  while (want < 2u * (uint32_t)expected) want *= 2;
  if (t->mask + 1 > 4 * want) {
    free(t->slots);
    t->slots = calloc(want, sizeof(int32_t));
    t->mask = want - 1;
  } else
    memset(t->slots, 0, sizeof(int32_t) * (t->mask + 1));
}

static void table_rehash(Table *t) {
  free(t->slots);
  t->mask = t->mask * 2 + 1;
  t->slots = calloc(t->mask + 1, sizeof(int32_t));
  for (int s = 0; s < t->count; s++) {
    uint32_t at = hash_words(t->words + t->offset[s], (int)(t->offset[s + 1] - t->offset[s])) & t->mask;
    while (t->slots[at]) at = (at + 1) & t->mask;
    t->slots[at] = s + 1;
  }
}

/* The index of the state w[0 … len), added when new; *added says which. */
static int table_intern(Table *t, const uint16_t *w, int len, int *added) {
  uint32_t at = hash_words(w, len) & t->mask;
  for (;;) {
    int e = t->slots[at];
    if (!e) break;
    int s = e - 1;
    int64_t o = t->offset[s];
    if (t->offset[s + 1] - o == len && memcmp(t->words + o, w, sizeof(uint16_t) * len) == 0) {
      *added = 0;
      return s;
    }
    at = (at + 1) & t->mask;
  }
  if (t->nwords + len > t->capWords) {
    while (t->nwords + len > t->capWords) t->capWords = t->capWords * 3 / 2 + 16;
    t->words = xrealloc(t->words, sizeof(uint16_t) * t->capWords);
  }
  if (t->count + 2 > t->capStates) {
    t->capStates = t->capStates * 3 / 2 + 16;
    t->offset = xrealloc(t->offset, sizeof(int64_t) * (t->capStates + 1));
  }
  int s = t->count++;
  memcpy(t->words + t->nwords, w, sizeof(uint16_t) * len);
  t->nwords += len;
  t->offset[s + 1] = (int64_t)t->nwords;
  t->slots[at] = s + 1;
  if ((uint32_t)t->count * 2 > t->mask + 1) table_rehash(t);
  *added = 1;
  return s;
}

/* ---- chessboard pre-check (colours.ts) ---- */

static int colour_balance(const int *cells) {
  int sum = 0;
  for (int i = 0; i < W * H; i++) {
    int colour = ((i / W) + (i % W)) % 2 == 0 ? 1 : -1;
    sum += (cells[i] < 0 ? 2 : 1) * colour;
  }
  return sum;
}

static void print_u128(u128 x) {
  char buf[64];
  int n = 0;
  if (x == 0) buf[n++] = '0';
  while (x > 0) buf[n++] = (char)('0' + (int)(x % 10)), x /= 10;
  while (n > 0) putchar(buf[--n]);
}

int main(void) {
  char rule[32], sweep[32];
  long maxNodes, limitMs;
  int reverse, mirror;
  if (scanf("%d %d %31s %31s %d %d %ld %ld", &W, &H, rule, sweep, &reverse, &mirror, &maxNodes, &limitMs) != 8) {
    fprintf(stderr, "numberlink: bad header\n");
    return 2;
  }
  int *cells = xmalloc(sizeof(int) * W * H);
  K = 0;
  for (int i = 0; i < W * H; i++) {
    if (scanf("%d", &cells[i]) != 1) {
      fprintf(stderr, "numberlink: bad grid\n");
      return 2;
    }
    if (cells[i] + 1 > K) K = cells[i] + 1;
  }
  NOTOUCH = strcmp(rule, "fill-notouch") == 0;
  FILL = strcmp(rule, "nikoli") != 0;
  double t0 = now_ms();
  build_graph(cells, strcmp(sweep, "rows") == 0, reverse, mirror);
  build_tables();
  ptrBase = LABEL + K;

  if (FILL && colour_balance(cells) != 0) {
    printf("status done\nlevels %d\nnodes 0\nmaxwidth 0\ncount 0\nms %.1f\nwidths\n", M, now_ms() - t0);
    return 0;
  }
  if (M == 0) {
    int ok = K == 0 && !FILL;
    printf("status done\nlevels 0\nnodes 0\nmaxwidth 0\ncount %d\nms %.1f\nwidths\n", ok, now_ms() - t0);
    return 0;
  }

  slotOf = xmalloc(sizeof(int) * N);
  wm = xmalloc(sizeof(int) * (maxWork + 1));
  wc = xmalloc(sizeof(int) * (maxWork + 1));
  bm = xmalloc(sizeof(int) * (maxWork + 1));
  bc = xmalloc(sizeof(int) * (maxWork + 1));
  keep = xmalloc(sizeof(int) * (maxWork + 1));
  leave = xmalloc(sizeof(int) * (maxWork + 1));
  pieceMap = xmalloc(sizeof(int) * (maxWork + 3));
  for (int i = 0; i < maxWork + 3; i++) pieceMap[i] = -1;
  labelHasEnd = calloc(K + 1, 1);
  firstEnd = xmalloc(sizeof(int) * (K + 1));
  for (int l = 0; l <= K; l++) firstEnd[l] = -1;
  clo = xmalloc(sizeof(int) * (maxWork + 1));
  chi = xmalloc(sizeof(int) * (maxWork + 1));
  bp = xmalloc(sizeof(int) * (maxWork + 1));
  bq = xmalloc(sizeof(int) * (maxWork + 1));
  pairsCap = 64;
  pairs = xmalloc(sizeof(int) * pairsCap);
  bpairs = xmalloc(sizeof(int) * pairsCap);

  /* the diagram: two children per node; ids 0 = ⊥, 1 = ⊤, root = 2 */
  size_t capNodes = 1 << 16, size = 3;
  int32_t *lo = xmalloc(sizeof(int32_t) * capNodes), *hi = xmalloc(sizeof(int32_t) * capNodes);
  int *levelStart = xmalloc(sizeof(int) * (M + 1));
  int *widths = xmalloc(sizeof(int) * (M + 1));
  Table cur, nxt;
  table_init(&cur);
  table_init(&nxt);
  table_clear(&cur, 1);
  int added;
  table_intern(&cur, NULL, 0, &added);
  levelStart[0] = 2;
  widths[0] = 1;
  int levels = 1;
  long total = 1;
  const char *status = "done";
  uint16_t *scratch = xmalloc(sizeof(uint16_t) * 16);
  size_t scratchCap = 16;
  long checkAt = 4096;

  for (int i = 0; i < M; i++) {
    set_level(i);
    int last = i == M - 1, width = cur.count;
    int base = levelStart[i], nextBase = base + width;
    table_clear(&nxt, width);
    for (int k = 0; k < width; k++) {
      load(cur.words + cur.offset[k]);
      for (int x = 0; x < 2; x++) {
        if (x) reset();
        int child, code = decide(x);
        if (code)
          child = 0;
        else if (last)
          child = 1;
        else {
          size_t need = 2 * (size_t)work + 2 + 2 * (size_t)np;
          if (need > scratchCap) {
            scratchCap = need * 2;
            scratch = xrealloc(scratch, sizeof(uint16_t) * scratchCap);
          }
          int len = store(scratch);
          child = nextBase + table_intern(&nxt, scratch, len, &added);
        }
        if (x) hi[base + k] = child;
        else lo[base + k] = child;
      }
      if (total + nxt.count > maxNodes) {
        status = "nodes";
        break;
      }
      if (total + nxt.count >= checkAt) {
        checkAt = total + nxt.count + 4096;
        if (limitMs > 0 && now_ms() - t0 > limitMs) {
          status = "timeout";
          break;
        }
      }
    }
    if (strcmp(status, "done") != 0) {
      widths[levels++] = nxt.count;
      total += nxt.count;
      break;
    }
    if (last) break;
    total += nxt.count;
    levelStart[i + 1] = nextBase;
    widths[levels++] = nxt.count;
    if ((size_t)nextBase + nxt.count + 1 > capNodes) {
      while ((size_t)nextBase + nxt.count + 1 > capNodes) capNodes = capNodes * 3 / 2;
      lo = xrealloc(lo, sizeof(int32_t) * capNodes);
      hi = xrealloc(hi, sizeof(int32_t) * capNodes);
    }
    size = (size_t)nextBase + nxt.count;
    if (nxt.count == 0) break;
    Table tmp = cur;
    cur = nxt;
    nxt = tmp;
  }

  int maxw = 0;
  for (int l = 0; l < levels; l++)
    if (widths[l] > maxw) maxw = widths[l];
  printf("status %s\nlevels %d\nnodes %ld\nmaxwidth %d\n", status, M, total, maxw);
  if (strcmp(status, "done") == 0) {
    /* count bottom up, 128-bit */
    u128 *count = xmalloc(sizeof(u128) * (size + 2));
    count[0] = 0;
    count[1] = 1;
    int overflow = 0;
    int lastLevelEnd = (int)size;
    for (long id = lastLevelEnd - 1; id >= 2; id--) {
      u128 a = count[lo[id]], b = count[hi[id]];
      if (a + b < a) overflow = 1;
      count[id] = a + b;
    }
    printf("count ");
    if (overflow) printf("overflow");
    else print_u128(count[2]);
    printf("\n");
  }
  printf("ms %.1f\n", now_ms() - t0);
  struct rusage ru;
  getrusage(RUSAGE_SELF, &ru);
  printf("rss_kb %ld\nwidths", ru.ru_maxrss);
  for (int l = 0; l < levels; l++) printf(" %d", widths[l]);
  printf("\n");
  return 0;
}
