/**
 * Hints from the reader's own position: the next edge the rules force, found
 * by looking at the position alone (no search, no solver run), and told the
 * way the by-hand tool tells a cut — the rule, the cells it is about, and the
 * reason. Two kinds of step:
 *
 *   lines forced    a cell that still needs k lines has exactly k open edges
 *                   (an open edge is undecided and leads to a neighbour with
 *                   room for a line): an endpoint its one (endpoint), a
 *                   started line its way on (dead-end), under a fill rule an
 *                   empty cell its two (uncovered);
 *   no line         an open edge whose line would close a loop (cycle), join
 *                   two labels (labels), make a path run alongside itself
 *                   (touch), lead into a cell with no other way out
 *                   (dead-end), or give a full cell another line (degree).
 *
 * Each is sound: every solution that extends the position agrees with it.
 * They are tried in that order (forced lines first, as they move the reader
 * on; the degree marks last, as a reader sees those at a glance), cells and
 * edges in reading order, so a hint is always the same for one position.
 */
import { RULE_SET_NAME } from '../rule-names';
import { EMPTY, type NumberlinkPuzzle, type NumberlinkRule } from '../puzzle';
import { across, at, cellAt, facts, LINE, NO_LINE, OPEN, openEdges, stillNeeds, withMark, type EdgeMark, type Position, type PositionFacts } from './position';
import { firstBreak } from './check';
import { PLAY_RULE_WORDS, type PlayRule } from './words';

export interface Deduction {
  rule: PlayRule;
  /** The rule in the tool's words. */
  ruleWords: string;
  /** Where to look: the cells the reason is about. */
  cells: number[];
  /** The edges it decides, and how. */
  edges: number[];
  mark: typeof LINE | typeof NO_LINE;
  /** The deduction with its reason, one sentence. */
  reason: string;
  /** Lines the reason leans on beyond its cells' own (those that make a neighbour full), so a proof from the givens can say where each came from (report.ts). */
  leans?: number[];
}

const both = (n: number): string => (n === 1 ? 'that edge is a line' : n === 2 ? 'both edges are lines' : 'those edges are lines');

/**
 * The first deduction the rules allow from this position, or null. The position should break no rule (see check.ts).
 * `near`: only deductions about these cells (a look-ahead follows what its assumption sets off, not the rest of the board).
 */
export function nextDeduction(p: NumberlinkPuzzle, rule: NumberlinkRule, pos: Position, f: PositionFacts = facts(p, pos), near?: ReadonlySet<number>): Deduction | null {
  const n = p.width * p.height;
  const here = (i: number): string => at(cellAt(p, i));
  const endName = (i: number): string => `the endpoint '${p.labels[p.cells[i]]}' at ${here(i)}`;
  const make = (r: PlayRule, cells: number[], edges: number[], mark: Deduction['mark'], reason: string): Deduction =>
    ({ rule: r, ruleWords: PLAY_RULE_WORDS[r], cells, edges, mark, reason });
  const neighbours = (i: number, edges: number[]): string => edges.map((e) => here(across(f, e, i))).join(' and ');
  // Why a cell's other neighbours are not open (a reader saw a label beside the cell and took it for open): each is
  // full — a label with its line, a plain cell with two — or its edge is marked no line. The full neighbours' lines are leant on.
  const closed = (i: number, open: number[]): { words: string; leans: number[] } => {
    const shut = f.cellEdges[i].filter((e) => pos[e] !== LINE && !open.includes(e));
    const leans: number[] = [];
    const why = shut.map((e) => {
      const y = across(f, e, i);
      if (pos[e] === NO_LINE) return `${here(i)}–${here(y)} is no line`;
      leans.push(...f.cellEdges[y].filter((d) => pos[d] === LINE));
      return p.cells[y] !== EMPTY ? `label '${p.labels[p.cells[y]]}' at ${here(y)} already has its line` : `${here(y)} already has two lines`;
    });
    return { words: why.length ? ` (not open: ${why.join('; ')})` : '', leans };
  };

  // Lines forced: a cell needs exactly as many lines as it has open edges.
  const forced = (r: PlayRule, test: (i: number) => boolean, say: (i: number, open: number[], shut: string) => string): Deduction | null => {
    for (let i = 0; i < n; i++) {
      if (!test(i)) continue;
      const need = stillNeeds(p, rule, f, i);
      const open = openEdges(f, i, pos);
      if (near && !near.has(i) && !open.some((e) => near.has(across(f, e, i)))) continue;
      if (need > 0 && open.length === need) {
        const shut = closed(i, open);
        return { ...make(r, [i, ...open.map((e) => across(f, e, i))], open, LINE, say(i, open, shut.words)), ...(shut.leans.length ? { leans: shut.leans } : {}) };
      }
    }
    return null;
  };
  const lines =
    forced('endpoint', (i) => p.cells[i] !== EMPTY,
      (i, open, shut) => `${endName(i)} still needs its line and has only one open neighbour, ${neighbours(i, open)}${shut}, so that edge is a line`) ??
    forced('dead-end', (i) => p.cells[i] === EMPTY && f.lines[i] === 1,
      (i, open, shut) => `a line reaches ${here(i)}, which is no endpoint, so it must go on, and the only open neighbour is ${neighbours(i, open)}${shut}: that edge is a line`) ??
    forced('uncovered', (i) => p.cells[i] === EMPTY && f.lines[i] === 0 && rule !== 'nikoli',
      (i, open, shut) => `the cell ${here(i)} has only two open neighbours, ${neighbours(i, open)}${shut}, and must be passed through (under the ${RULE_SET_NAME[rule]} rule every cell lies on a path), so ${both(open.length)}`);
  if (lines) return lines;

  // No line: an open edge between two cells that both have room, which a rule forbids.
  const roomy = (e: number): boolean => {
    const [a, b] = f.edges[e];
    return pos[e] === OPEN && f.lines[a] < f.cap[a] && f.lines[b] < f.cap[b];
  };
  const edgeWords = (e: number): string => `${here(f.edges[e][0])}–${here(f.edges[e][1])}`;
  const cut = (r: PlayRule, test: (e: number, a: number, b: number) => string | null): Deduction | null => {
    for (let e = 0; e < f.edges.length; e++) {
      if (!roomy(e)) continue;
      const [a, b] = f.edges[e];
      if (near && !near.has(a) && !near.has(b)) continue;
      const why = test(e, a, b);
      if (why) return make(r, [a, b], [e], NO_LINE, `${why}, so the edge ${edgeWords(e)} is no line`);
    }
    return null;
  };
  const labelOf = (i: number): number | undefined => f.pieceLabels.get(f.piece[i])?.[0];
  const noLine =
    cut('cycle', (_e, a, b) => (f.piece[a] === f.piece[b] ? `${here(a)} and ${here(b)} are the two ends of one piece of path: a line between them would close a loop` : null)) ??
    cut('labels', (_e, a, b) => {
      const la = labelOf(a);
      const lb = labelOf(b);
      return la !== undefined && lb !== undefined && la !== lb
        ? `${here(a)} is on the path of label '${p.labels[la]}' and ${here(b)} on the path of label '${p.labels[lb]}': a line between them would join two different labels`
        : null;
    }) ??
    (rule === 'fill-notouch'
      ? cut('touch', (_e, a, b) => {
          for (const [x, y] of [[a, b], [b, a]]) {
            const beside = f.cellEdges[y].map((d) => across(f, d, y)).find((c) => c !== x && f.piece[c] === f.piece[x]);
            if (beside !== undefined) return `a line would put ${here(y)} on the same path as its neighbour ${here(beside)} without one following the other: the path would run alongside itself`;
          }
          return null;
        })
      : null) ??
    cut('dead-end', (e, a, b) => {
      for (const [x, y] of [[a, b], [b, a]]) {
        if (p.cells[y] !== EMPTY || f.lines[y] > 0) continue;
        if (openEdges(f, y, pos).every((d) => d === e)) return `${here(y)} has no other open neighbour: a line from ${here(x)} would stop there, and ${here(y)} is no endpoint`;
      }
      return null;
    });
  if (noLine) return noLine;

  for (let i = 0; i < n; i++) {
    if (f.lines[i] < f.cap[i] || (near && !near.has(i))) continue;
    const rest = f.cellEdges[i].filter((e) => pos[e] === OPEN);
    if (rest.length === 0) continue;
    const full = p.cells[i] === EMPTY ? `${here(i)} already has two lines` : `${endName(i)} already has its line`;
    return make('degree', [i], rest, NO_LINE, `${full}, so its other ${rest.length === 1 ? 'edge' : 'edges'}, to ${neighbours(i, rest)}, ${rest.length === 1 ? 'is' : 'are'} no line`);
  }
  return null;
}

/** The position after a deduction is applied. */
export function applyDeduction(pos: Position, d: Deduction): EdgeMark[] {
  let next = pos.slice();
  for (const e of d.edges) next = withMark(next, e, d.mark);
  return next;
}

/**
 * What the rules alone settle from the givens: every deduction, applied
 * until none is left (or a rule is broken, on a board without a solution).
 * Per edge, the mark and the deduction that set it (its proof), and the
 * number of steps it took to get there.
 */
export function givenClosure(p: NumberlinkPuzzle, rule: NumberlinkRule): { position: EdgeMark[]; proof: (Deduction & { step: number } | null)[] } {
  let pos: EdgeMark[] = facts(p, []).edges.map(() => OPEN);
  const proof: (Deduction & { step: number } | null)[] = pos.map(() => null);
  for (let step = 1; step <= pos.length; step++) {
    const f = facts(p, pos);
    if (firstBreak(p, rule, pos, f)) break;
    const d = nextDeduction(p, rule, pos, f);
    if (!d) break;
    for (const e of d.edges) proof[e] = { ...d, step };
    pos = applyDeduction(pos, d);
  }
  return { position: pos, proof };
}

export interface WrongEdge {
  edge: number;
  /** What the reader put there. */
  drawn: typeof LINE | typeof NO_LINE;
  proof: Deduction & { step: number };
}

/** The reader's marks that the givens already rule out, each with the deduction that does. */
export function wrongEdges(p: NumberlinkPuzzle, rule: NumberlinkRule, pos: Position, closure = givenClosure(p, rule)): WrongEdge[] {
  const out: WrongEdge[] = [];
  pos.forEach((m, e) => {
    const known = closure.position[e];
    if (m !== OPEN && known !== OPEN && known !== m) out.push({ edge: e, drawn: m, proof: closure.proof[e]! });
  });
  return out;
}
