/**
 * What the by-hand tool's Hint says right after the reader has followed the
 * lesson's star recipe on the tricky board (the engine's first useful sum,
 * built with the tool's own buttons: pick two, keep, pick the kept sum with
 * the next, apply), so the lesson's "what next" is the tool's own answer,
 * not a guess: a single inequality that forces again, or another pair.
 */
import { forceByHand, handHint, initHand, reduceHand, type HandState } from '../../inequalities/hand-state';
import { buildAkariModel } from '../../puzzles/akari/model';
import type { AkariPuzzle } from '../../puzzles/akari/puzzle';

export type AfterStar = { kind: 'one'; label: string } | { kind: 'pair'; labels: [string, string] } | { kind: 'other'; hint: string };

/** `parts`: the star's inequalities (model indices) in the order the recipe adds them. */
export function hintAfterStar(puzzle: AkariPuzzle, parts: readonly number[]): AfterStar {
  const model = buildAkariModel(puzzle);
  let s: HandState = { ...forceByHand(initHand(model)).state, mode: 'pair' };
  const ids = parts.map((i) => `g${i}`);
  s = reduceHand(s, { type: 'pickPair', ids: [ids[0], ids[1]] });
  for (let k = 2; k < ids.length; k++) {
    s = reduceHand(s, { type: 'keep' });
    const kept = `s${s.steps.filter((x) => x.sum).length}`;
    s = reduceHand(s, { type: 'pickPair', ids: [kept, ids[k]] });
  }
  s = reduceHand(s, { type: 'apply' });
  const one = handHint({ ...s, mode: 'one' });
  if (one.kind === 'one') return { kind: 'one', label: one.pick.label };
  const pair = handHint({ ...s, mode: 'pair' }, { stars: true });
  if (pair.kind === 'pair') return { kind: 'pair', labels: [pair.picks[0].label, pair.picks[1].label] };
  return { kind: 'other', hint: pair.kind };
}
