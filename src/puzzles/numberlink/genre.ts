/**
 * The Numberlink genre object (ARCHITECTURE.md §3): formats, the ZDD method, the
 * rules check and the replay, behind the one interface the CLI, worker and
 * export page use. The CLI record carries `count` beside `solution`: the
 * exact number of solutions under the rule (a string above 2^53).
 */
import type { Genre } from '../types';
import type { NumberlinkEvent } from './events';
import { parseNumberlinkEach, parseNumberlinkMany, printNumberlink } from './format';
import type { NumberlinkPuzzle, NumberlinkSolution } from './puzzle';
import { numberlinkReplay, type NumberlinkView } from './replay';
import { checkNumberlink, numberlinkRuleCodes } from './rules';
import { zddMethod } from './solve-zdd';

/** A count as JSON: a number while exact in a double, else its decimal string. */
export function countJson(count: string): number | string {
  return BigInt(count) <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(count) : count;
}

export const numberlinkGenre: Genre<NumberlinkPuzzle, NumberlinkSolution, NumberlinkEvent, NumberlinkView> = {
  name: 'numberlink',
  title: 'Numberlink',
  // Every public board up to 40×20 takes well under a second under fill; the limit is for the others.
  defaultLimitMs: 60_000,
  parseMany: parseNumberlinkMany,
  parseEach: parseNumberlinkEach,
  print: printNumberlink,
  methods: { zdd: zddMethod },
  defaultMethod: 'zdd',
  check: checkNumberlink,
  ruleCodes: numberlinkRuleCodes,
  solutionJson: (solution) => ({ paths: solution.paths }),
  replay: numberlinkReplay,
  recordFields: (result) => ({
    count: result.status === 'solved' && result.solution ? countJson(result.solution.count) : result.status === 'unsolvable' ? 0 : null,
  }),
};
