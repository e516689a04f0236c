/**
 * The Numberlink genre object (ARCHITECTURE.md §3): formats, the ZDD method, the
 * rules check and the replay, behind the one interface the CLI, worker and
 * export page use. Two methods: zdd (every solution, counted) and sat (one
 * solution and its uniqueness, for boards the diagram cannot hold). The CLI
 * record carries `count` beside `solution`: the exact number of solutions
 * under the rule (a string above 2^53), or null when not known (then
 * `countAtLeast` where a lower bound is known).
 */
import type { Genre } from '../types';
import type { NumberlinkEvent } from './events';
import { gradeNumberlink } from './grade';
import { numberlinkMaker } from './make';
import { parseNumberlinkEach, parseNumberlinkMany, printNumberlink } from './format';
import { encodeNumlinUrl } from './puzzlink';
import { ALL_RULES, type NumberlinkPuzzle, type NumberlinkRule, type NumberlinkSolution } from './puzzle';
import { numberlinkReplay, type NumberlinkView } from './replay';
import { checkNumberlink, numberlinkRuleCodes } from './rules';
import { satMethod } from './sat/solve-sat';
import { zddMethod, zddOptions } from './solve-zdd';

/** A count as JSON: a number while exact in a double, else its decimal string. */
export function countJson(count: string): number | string {
  return BigInt(count) <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(count) : count;
}

export const numberlinkGenre: Genre<NumberlinkPuzzle, NumberlinkSolution, NumberlinkEvent, NumberlinkView> = {
  name: 'numberlink',
  title: 'Numberlink',
  // Under fill the default answers from the canonical diagram or, past its node cap, the sat method (quick-fill.ts),
  // each capped in nodes; the limit is for the boards where even that takes long.
  defaultLimitMs: 60_000,
  parseMany: parseNumberlinkMany,
  parseEach: parseNumberlinkEach,
  print: printNumberlink,
  forms: {
    puzzlink: { summary: 'a puzz.link URL', write: encodeNumlinUrl, loses: 'labels other than the numbers 1–4095, which it numbers 1, 2, … in order' },
  },
  methods: { zdd: zddMethod, sat: satMethod },
  defaultMethod: 'zdd',
  // Graded from the Play hints (grade.ts), under the rule the solver takes (--rule, the island's rule picker).
  grade: (puzzle, { budget, params }) =>
    gradeNumberlink(puzzle, { budget, rule: (ALL_RULES as readonly unknown[]).includes(params?.rule) ? (params!.rule as NumberlinkRule) : undefined }),
  gradeOptions: { rule: zddOptions.rule },
  // Boards made as their answer first, clue pairs merged while the ZDD still counts one solution (make.ts).
  make: numberlinkMaker,
  check: checkNumberlink,
  ruleCodes: numberlinkRuleCodes,
  solutionJson: (solution) => ({ paths: solution.paths }),
  replay: numberlinkReplay,
  // The sat method does not count: its count is exact only when it proved the answer unique, else null, with the
  // distinct solutions it saw as `countAtLeast` (1: uniqueness not decided within the limit, 2: not unique).
  recordFields: (result) => {
    const s = result.status === 'solved' ? result.solution : undefined;
    if (s?.countIsLowerBound) return { count: null, countAtLeast: countJson(s.count) };
    return { count: s ? countJson(s.count) : result.status === 'unsolvable' ? 0 : null };
  },
};
