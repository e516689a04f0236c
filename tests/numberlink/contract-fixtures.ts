/**
 * Numberlink's fixtures for the registry-driven genre contract tests: small
 * examples every method solves at once, a board a node cap of 1 must stop,
 * how to see an answer in the replayed view, and one failing case per rule
 * code (`numberlinkRuleCodes`), each breaking that rule first.
 * tests/numberlink/contract.test.ts checks them here.
 */
import type { Cell, NumberlinkPuzzle, NumberlinkSolution } from '../../src/puzzles/numberlink/puzzle';
import type { NumberlinkView } from '../../src/puzzles/numberlink/replay';

const cells = (text: string): Cell[] => text.split(' ').map((rc) => [Number(rc[0]), Number(rc[1])]);
const answer = (paths: Record<string, string>, rule: NumberlinkSolution['rule'] = 'fill'): NumberlinkSolution => ({
  paths: Object.fromEntries(Object.entries(paths).map(([k, v]) => [k, cells(v)])),
  rule,
  count: '1',
});

// A . B          A's path (0,0)(0,1)(1,1)(1,0) runs alongside itself: (0,0) and (1,0) are neighbours.
// A . B
const BOARD = 'A.B\nA.B';

export const fixtures = {
  examples: ['1....\n2..3.\n.....\n.1..2\n....3', 'https://puzz.link/p?numlin/5/5/1j2h3m1h2j3', '12 .  3\n .  3 12', 'A.B\nA.B'],
  // Any board with an edge: a node cap of 1 stops the build after its first node.
  hard: '1....\n.....\n.....\n.....\n....1',
  viewShows: (view: NumberlinkView, solution: NumberlinkSolution): boolean => JSON.stringify(view.paths) === JSON.stringify(solution.paths),
  ruleFixtures: {
    shape: { puzzle: BOARD, solution: {} as NumberlinkSolution },
    rule: { puzzle: BOARD, solution: { ...answer({ A: '00 10', B: '02 12' }), rule: 'loose' as NumberlinkSolution['rule'] } },
    labels: { puzzle: BOARD, solution: answer({ A: '00 10' }) },
    cells: { puzzle: BOARD, solution: answer({ A: '00 10', B: '02 19' }) },
    endpoints: { puzzle: BOARD, solution: answer({ A: '00 01 11', B: '02 12' }) },
    steps: { puzzle: BOARD, solution: answer({ A: '00 11 10', B: '02 12' }) },
    disjoint: { puzzle: BOARD, solution: answer({ A: '00 01 11 10', B: '02 01 11 12' }) },
    fill: { puzzle: BOARD, solution: answer({ A: '00 10', B: '02 12' }) },
    notouch: { puzzle: BOARD, solution: answer({ A: '00 01 11 10', B: '02 12' }, 'fill-notouch') },
  } as Record<string, { puzzle: string | NumberlinkPuzzle; solution: NumberlinkSolution }>,
};
