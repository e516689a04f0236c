/**
 * The maker's shared loop (src/core/make-by-removal.ts, make-to-order.ts) on
 * a toy genre whose answers are known: a board is the set of clues left, it
 * has one solution while every clue of a "core" set is present, and its level
 * is the number of clues removed, in steps of the toy's choosing. The loop
 * must keep only boards with one solution, return the requested level when
 * one exists on its way, and say "missed" (never "made") otherwise.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { removeClues, STOPPED, type RemovalPlan } from '../../src/core/make-by-removal';
import { makeToOrder, missedWords } from '../../src/core/make-to-order';
import { seededRandom } from '../../src/core/random';

type Board = ReadonlySet<number>;

function toyPlan(clues: number, core: ReadonlySet<number>, levelOf: (removed: number) => number): RemovalPlan<Board, number> {
  const full = new Set(Array.from({ length: clues }, (_, i) => i));
  return {
    full,
    removable: [...full],
    remove: (board, k) => new Set([...board].filter((x) => x !== k)),
    keep: (board) => [...core].every((k) => board.has(k)),
    level: (board) => levelOf(clues - board.size),
  };
}

describe('taking clues away to a level', () => {
  it('keeps only boards with one solution and lands on the level when the run passes it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 4 }), (clues, seed, target, per) => {
        const core = new Set([0]);
        // Level grows by one every `per` removals: every level up to the top is passed on the way.
        const plan = toyPlan(clues, core, (removed) => 1 + Math.floor(removed / per));
        const out = removeClues(seededRandom(seed), plan, target);
        if (out.kind === 'stopped' || out.kind === 'failed' || out.kind === 'below') throw new Error(out.kind);
        expect(out.board.has(0)).toBe(true);
        const top = 1 + Math.floor((clues - 1) / per);
        expect(out.level).toBe(Math.min(target, top));
        expect(out.kind).toBe(target <= top ? 'made' : 'missed');
        expect(plan.level(out.board)).toBe(out.level);
      }),
    );
  });

  it('with lastIsDear, lands where it would otherwise and grades the last board only when the one before it is at or below', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 30 }), fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 4 }), (clues, seed, target, per) => {
        const plain = toyPlan(clues, new Set([0]), (removed) => 1 + Math.floor(removed / per));
        const graded: number[] = [];
        const dear: RemovalPlan<Board, number> = { ...plain, lastIsDear: true, level: (board) => (graded.push(board.size), plain.level(board)) };
        const a = removeClues(seededRandom(seed), plain, target);
        const b = removeClues(seededRandom(seed), dear, target);
        expect(b).toEqual(a);
        // The run ends with one clue left (the core); the halving asks for that board only when the one before it (two clues) is at or below.
        const beforeLast = 1 + Math.floor((clues - 2) / per);
        if (beforeLast > target) expect(graded.includes(1)).toBe(false);
      }),
    );
  });

  it('says missed when the level jumps over the target', () => {
    // Removing any clue jumps from level 1 to level 3: level 2 cannot be reached.
    const plan = toyPlan(6, new Set([0]), (removed) => (removed === 0 ? 1 : 3));
    const out = removeClues(seededRandom(1), plan, 2);
    expect(out).toMatchObject({ kind: 'missed', level: 1, removed: 0 });
  });

  it('fails an attempt whose full board has several solutions, and stops when a check runs out of time', () => {
    const noCore: RemovalPlan<Board, number> = { ...toyPlan(4, new Set([0]), () => 1), keep: () => false };
    expect(removeClues(seededRandom(1), noCore, 1).kind).toBe('failed');
    const stopping: RemovalPlan<Board, number> = { ...toyPlan(4, new Set([0]), () => 1), level: () => STOPPED };
    expect(removeClues(seededRandom(1), stopping, 1).kind).toBe('stopped');
  });

  it('passes over an attempt whose hardest board a cheap test puts below the target, without grading', () => {
    let graded = 0;
    const plan = toyPlan(6, new Set([0]), (removed) => {
      graded++;
      return 1 + removed;
    });
    expect(removeClues(seededRandom(1), { ...plan, below: () => true }, 3).kind).toBe('below');
    expect(graded).toBe(0);
    expect(removeClues(seededRandom(1), { ...plan, below: () => false }, 3).kind).toBe('made');
  });

  it('the loop gives the same board for the same seed, and the closest miss when the level is out of reach', () => {
    const attempt = (target: number) => (random: () => number) => removeClues(random, toyPlan(10, new Set([0, 1]), (r) => 1 + r), target);
    const a = makeToOrder(7, 4, undefined, attempt(4));
    const b = makeToOrder(7, 4, undefined, attempt(4));
    expect(a.status).toBe('made');
    expect([...a.board!].sort()).toEqual([...b.board!].sort());
    const far = makeToOrder(7, 20, undefined, attempt(20), 5);
    expect(far).toMatchObject({ status: 'missed', level: 9, attempts: 5 });
  });

  it('when every attempt is only below the target, keeps such a board as the closest miss and says the cap was reached', () => {
    const plan = { ...toyPlan(4, new Set([0]), () => 1), below: () => true };
    const loop = makeToOrder(3, 2, undefined, (random) => removeClues(random, plan, 2), 25);
    expect(loop).toMatchObject({ status: 'missed', level: null, attempts: 25, exhausted: true });
    expect(loop.board).not.toBeNull();
    expect(missedWords(2, loop, 1)).toBe('25 attempts found no board of level 2; this one is level 1, the closest found');
  });
});
