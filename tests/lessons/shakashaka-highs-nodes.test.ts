/**
 * The HiGHS node counts the lesson states: counted from the solver's own
 * `mip` steps on the lesson's boards, and what a 0 means (no split: presolve
 * settled the board) holds on a board HiGHS settles in presolve.
 */
import { describe, expect, it } from 'vitest';
import { highsNodeFacts } from '../../src/lessons/shakashaka/highs-nodes';
import { SHAKASHAKA_EXAMPLES } from '../../src/lessons/shakashaka/examples';

describe('HiGHS node counts on the lesson’s boards', () => {
  it('counts every board, and names the board with the most nodes only when some board makes HiGHS split', async () => {
    const facts = await highsNodeFacts(SHAKASHAKA_EXAMPLES);
    expect(facts.boards.map((b) => b.label)).toEqual(SHAKASHAKA_EXAMPLES.map((e) => e.label));
    const max = Math.max(...facts.boards.map((b) => b.nodes));
    if (max === 0) expect(facts.most).toBeNull();
    else expect(facts.most).toEqual(facts.boards.find((b) => b.nodes === max));
  }, 120_000);

  it('refuses a board that does not parse, rather than counting it as 0', async () => {
    await expect(highsNodeFacts([{ label: 'broken', text: '2x\n..' }])).rejects.toThrow(/does not parse/);
  });
});
