/**
 * The grade's "show me" link (src/ui/numberlink/play-board-link.ts): a board
 * of the Play board's own goes by its id, any other travels in the link and
 * comes back as the same board under the same rule; either way the position
 * the link carries is the one before the grade's hardest step, where the
 * Play hint gives that step.
 */
import { describe, expect, it } from 'vitest';
import { parseNumberlink, printNumberlink } from '../../src/puzzles/numberlink/format';
import { gradeNumberlink } from '../../src/puzzles/numberlink/grade';
import { playHint } from '../../src/puzzles/numberlink/play/hint-levels';
import { decodePosition } from '../../src/puzzles/numberlink/play/link';
import { emptyPosition } from '../../src/puzzles/numberlink/play/position';
import { linkedPlayBoard, LINKED_BOARD_ID, PLAY_BOARD_KEY, PLAY_RULE_KEY, playLinkSearch } from '../../src/ui/numberlink/play-board-link';
import type { NumberlinkExample } from '../../src/ui/numberlink/examples';

const parse = (text: string) => {
  const r = parseNumberlink(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
};

// The look-ahead board of tests/numberlink/grade.test.ts, and the Play board's own 5×5 example.
const LOOKAHEAD = '..1..\n.2...\n.123.\n3....';
const EXAMPLE = '1....\n2..3.\n.....\n.1..2\n....3';
const BOARDS: NumberlinkExample[] = [{ id: 'example', label: 'The 5×5 example', text: EXAMPLE, rule: 'fill' }];

describe('the grade’s “show me” link to the Play board', () => {
  it('names one of the Play board’s boards by its id, keeping the page’s other keys', () => {
    const p = parse(EXAMPLE);
    const g = gradeNumberlink(p, { rule: 'fill' });
    const search = playLinkSearch('?board=x&rule=fill', BOARDS, p, 'fill', g.play!);
    const params = new URLSearchParams(search);
    expect(params.get('play')).toBe(`example.${g.play}`);
    expect(params.get('board')).toBe('x');
    expect(params.get(PLAY_BOARD_KEY)).toBeNull();
    expect(linkedPlayBoard(params)).toEqual({ board: null, problem: null });
  });

  it('carries any other board, and its rule, in the link; the Play board reads them back at the step’s position', () => {
    const p = parse(LOOKAHEAD);
    const g = gradeNumberlink(p, { rule: 'fill' });
    // The same board under another rule is not the Play board's own either.
    const params = new URLSearchParams(playLinkSearch('', [{ ...BOARDS[0], text: LOOKAHEAD, rule: 'nikoli' }], p, 'fill', g.play!));
    expect(params.get('play')).toBe(`${LINKED_BOARD_ID}.${g.play}`);
    const { board, problem } = linkedPlayBoard(params);
    expect(problem).toBeNull();
    expect(board).toMatchObject({ id: LINKED_BOARD_ID, rule: 'fill' });
    const back = parse(board!.text);
    expect(printNumberlink(back)).toBe(printNumberlink(p));
    const code = params.get('play')!.split('.')[1];
    const decoded = decodePosition(code, emptyPosition(back).length);
    if (!decoded.ok) throw new Error(decoded.why);
    expect(playHint(back, board!.rule, decoded.position).kind).toBe('lookahead');
  });

  it('says what is wrong with a board or rule it cannot use', () => {
    expect(linkedPlayBoard(new URLSearchParams({ [PLAY_BOARD_KEY]: '1.2' })).problem).toMatch(/could not be read/);
    const odd = linkedPlayBoard(new URLSearchParams({ [PLAY_BOARD_KEY]: '1..1', [PLAY_RULE_KEY]: 'loose' }));
    expect(odd.board?.rule).toBe('fill');
    expect(odd.problem).toMatch(/rule “loose”/);
  });
});
