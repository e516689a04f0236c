/**
 * The by-hand Hint keeps the lesson's order on the tricky example board:
 * when forcing and pairs are stuck it offers a star (parts to keep and add
 * on) before any trial, and following its hints with the tool's own buttons
 * (pick two, keep, pick the kept sum with the next) forces the star's cell.
 * Without stars asked for (Shakashaka's tool) it still goes to a trial.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UNKNOWN } from '../../src/inequalities/forcing';
import { findHandStar } from '../../src/inequalities/hand-star';
import { forceByHand, handHint, inequalitiesOf, initHand, nextSumLabel, reduceHand, type HandState } from '../../src/inequalities/hand-state';
import { parseAkari } from '../../src/puzzles/akari/format';
import { buildAkariModel } from '../../src/puzzles/akari/model';
import { runAkari } from '../../src/puzzles/akari/solve-engine';
import { AKARI_WORDS } from '../../src/puzzles/akari/vocabulary';
import { hintSentence, starWaitingSentence } from '../../src/ui/inequalities/by-hand/hand-text';

const r = parseAkari(readFileSync('content/examples/akari/tricky-7x7.txt', 'utf8'));
if (!r.ok) throw new Error(r.error.message);
const puzzle = r.puzzle;
const model = buildAkariModel(puzzle);

describe('the by-hand hint on the tricky board, stuck after forcing', () => {
  const stalled: HandState = { ...forceByHand(initHand(model)).state, mode: 'pair' };

  it('offers a star of three or more before a trial; without stars it offers the trial', () => {
    expect(stalled.values.some((v) => v === UNKNOWN)).toBe(true);
    const hint = handHint(stalled, { stars: true });
    expect(hint.kind).toBe('star');
    if (hint.kind !== 'star') return;
    expect(hint.star.parts.length).toBeGreaterThanOrEqual(3);
    const kept = nextSumLabel(stalled);
    const words = hintSentence(hint, AKARI_WORDS, undefined, kept);
    // Told as pairs, as the "Add two inequalities" mode works: the first two, then the kept sum with the next.
    expect(words).toContain(`${hint.star.parts[0].label} and ${hint.star.parts[1].label} are picked`);
    expect(words).toContain('Keep the sum');
    expect(words).toContain(`add the kept sum ${kept} and ${hint.star.parts[2].label}`);
    expect(words).toContain(`from ${hint.star.parts.length} inequalities is a star`);
    expect(handHint(stalled).kind).toBe('trial');
  });

  it('followed with the tool’s buttons, forces the star’s cell to a value every solution has', () => {
    const star = findHandStar(inequalitiesOf(stalled), stalled.values)!;
    const solution = runAkari(puzzle, 'selective').engine.values!;
    let s = stalled;
    for (let steps = 0; steps < 6 && s.values[star.variable] === UNKNOWN; steps++) {
      const hint = handHint(s, { stars: true });
      if (hint.kind === 'star') {
        s = reduceHand(reduceHand(s, { type: 'pickPair', ids: [hint.star.parts[0].id, hint.star.parts[1].id] }), { type: 'keep' });
      } else if (hint.kind === 'pair') {
        s = reduceHand(reduceHand(s, { type: 'pickPair', ids: [hint.picks[0].id, hint.picks[1].id] }), { type: 'apply' });
      } else {
        throw new Error(`unexpected hint ${hint.kind}`);
      }
    }
    expect(s.values[star.variable]).toBe(star.value);
    expect(star.value).toBe(solution[star.variable]);
    expect(s.steps.filter((x) => x.kind === 'keep').length).toBe(star.parts.length - 2);
  });

  it('pressed again before the sum is kept, says what it waits for instead of repeating itself', () => {
    const star = findHandStar(inequalitiesOf(stalled), stalled.values)!;
    const words = starWaitingSentence(star);
    expect(words).toMatch(/^\(\d+\) and \(\d+\) are already picked/);
    expect(words).toContain('Keep the sum');
    expect(words).not.toBe(hintSentence({ kind: 'star', star }, AKARI_WORDS));
  });
});
