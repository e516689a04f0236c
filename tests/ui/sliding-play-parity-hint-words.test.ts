/**
 * What the sliding lesson's readers asked for, checked without a
 * browser: Play at 1× waits about 2 s a step (4 s at 0.5×); the parity board
 * draws the picked tile unlike its partners (shape, not colour); a hint that
 * undoes the last move draws its arrow beside the last-move arrow and says so;
 * play mode's check line; the export's file name keeps the blank.
 */
import { describe, expect, it } from 'vitest';
import { READING_STEP_MS, SPEEDS, secondsLeft } from '../../src/ui/stepper-playback';
import { renderToStaticHtml } from '../../src/export/render-static';
import { SlidingBoard } from '../../src/ui/sliding/SlidingBoard';
import { hintMarkWords, positionCheckWords } from '../../src/ui/sliding/hint-words';
import { slidingExportFileName } from '../../src/export/sliding';
import { parseSliding } from '../../src/puzzles/sliding/format';

function board(text: string) {
  const r = parseSliding(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
}

describe('Play at 1× moves on briskly, and the slower speed says how long it waits', () => {
  it('shows a step with a reason about 2 s at 1× (a reading-pace 6 s was too slow), 4 s at 0.5× with a countdown', () => {
    expect(READING_STEP_MS).toBe(2000);
    const at = (speed: number) => ({ at: READING_STEP_MS / speed, dwell: READING_STEP_MS / speed });
    // 2 s is too short for words that would only flicker; 0.5× counts down truthfully from 4 s.
    expect(secondsLeft(at(1), 0)).toBeNull();
    expect(secondsLeft(at(0.5), 0)).toBe(4);
    expect(SPEEDS).toContain(0.5);
    expect(SPEEDS).toContain(2);
  });
});

describe('the parity board marks the picked tile apart from its partners', () => {
  const tiles = board('1 2 3 / 4 5 6 / 8 7 _').tiles;
  const html = renderToStaticHtml(SlidingBoard({ size: 3, tiles, marked: [7], picked: 8 }));
  const tileMarkup = (t: number) => html.slice(html.indexOf(`data-tile="${t}"`), html.indexOf('</g></g>', html.indexOf(`data-tile="${t}"`)));
  it('draws a dashed frame on a partner and a solid frame with a round mark on the picked tile', () => {
    expect(tileMarkup(7)).toContain('stroke-dasharray');
    expect(tileMarkup(8)).not.toContain('stroke-dasharray');
    expect(tileMarkup(8)).toContain('<circle');
    expect(tileMarkup(7)).not.toContain('<circle');
  });
});

describe('a hint that undoes the last move', () => {
  // 7 has just slid right into the blank's old cell; the hint says to slide it back left.
  const tiles = board('1 2 3 / 4 5 6 / _ 7 8').tiles;
  const arrows = (lastMove: number, hint: number) => {
    const html = renderToStaticHtml(SlidingBoard({ size: 3, tiles, lastMove, hint }));
    const ys = (cls: string) => {
      const at = html.indexOf(`class="${cls}"`);
      const line = html.slice(at, html.indexOf('/>', at));
      return [Number(/y1="([\d.-]+)"/.exec(line)![1]), Number(/y2="([\d.-]+)"/.exec(line)![1])];
    };
    return { move: ys('sb-arrow'), hint: ys('sb-hint-arrow') };
  };
  it('draws the two arrows on either side of the row, not on top of each other', () => {
    const a = arrows(7, 7);
    expect(a.move[0]).toBe(a.move[1]);
    expect(a.hint[0]).toBe(a.hint[1]);
    expect(Math.abs(a.move[0] - a.hint[0])).toBeGreaterThanOrEqual(20);
  });
  it('draws only the hint\'s arrow when the hint does not undo the last move, from the tile\'s edge', () => {
    // 7 slid right last; the hint says to slide 4 down into the blank.
    const html = renderToStaticHtml(SlidingBoard({ size: 3, tiles, lastMove: 7, hint: 4 }));
    expect(html).not.toContain('class="sb-arrow"');
    expect(html).toContain('class="sb-hint-arrow"');
    const both = renderToStaticHtml(SlidingBoard({ size: 3, tiles, lastMove: 7, hint: null }));
    expect(both).toContain('class="sb-arrow"');
  });
  it('says in words that the hint undoes the last move', () => {
    expect(hintMarkWords(true)).toMatch(/^It undoes your last move/);
    expect(hintMarkWords()).not.toContain('undoes');
  });
});

describe('play mode’s check line', () => {
  it('says the board is still solvable and how many moves remain at least, and what that means for the total', () => {
    expect(positionCheckWords(true, { h: 12, name: 'Manhattan distance + linear conflicts' }, 3)).toBe(
      'Check: still solvable (no slide changes the parity test\'s answer). At least 12 more moves are needed, because the ' +
      'estimate (Manhattan distance + linear conflicts) never overshoots, so no finish in fewer than 15 moves in all.');
    expect(positionCheckWords(true, { h: 1, name: 'h' }, 0)).toContain('At least 1 more move is needed');
    expect(positionCheckWords(true, { h: 0, name: 'h' }, 4)).toBe('Check: this is the goal.');
    expect(positionCheckWords(false, { h: 5, name: 'h' }, 1)).toMatch(/cannot be solved/);
  });
});

describe('the export’s file name', () => {
  it('keeps the blank as 0, so the name says where it is', () => {
    expect(slidingExportFileName(board('5 1 2 4 / 9 6 3 8 / 13 10 7 11 / _ 14 15 12'))).toBe('sliding-15-puzzle-5-1-2-4-9-6-3-8-13-10-7-11-0-14-15-12.html');
    expect(slidingExportFileName(board('1 2 3 / 4 5 6 / 7 _ 8'))).toBe('sliding-8-puzzle-1-2-3-4-5-6-7-0-8.html');
  });
});
