/**
 * `puzzle solve sliding`: JSON Lines out, statuses, exit codes, and answers
 * that an independent breadth-first search agrees with.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TRACE_SCHEMA_VERSION } from '../../src/core/trace';
import { bfsDistance, goalBoard, parseBoard, replay } from './sliding-referee';
import { puzzle, repoRoot } from './run-cli';

// Example boards: the 9-move 15-puzzle and one of the two
// hardest 8-puzzle positions.
const NINE_MOVES = '5 1 2 4 / 9 6 3 8 / 13 10 7 11 / _ 14 15 12';
const HARD_3X3 = '8 6 7 / 2 5 4 / 3 _ 1';
// The solved 15-puzzle with 14 and 15 swapped: odd parity, no solution.
const SWAPPED = '1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 15 14 _';
const EASY_3X3 = '1 2 3 / 4 _ 6 / 7 5 8';

/** The first of the 80-move positions (tests/data/sliding/hardest80.txt: id, length, 16 tiles). */
function hardest80(): { board: string; length: number } {
  const line = readFileSync(join(repoRoot, 'tests/data/sliding/hardest80.txt'), 'utf8')
    .split('\n')
    .find((l) => /^\d/.test(l))!;
  const [, length, ...tiles] = line.trim().split(/\s+/).map(Number);
  return { board: tiles.join(' '), length };
}

const scratch = mkdtempSync(join(tmpdir(), 'stepwise-cli-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function expectShortest(record: Record<string, any>, board: string) {
  const { size, tiles } = parseBoard(board);
  expect(record.status).toBe('solved');
  expect(record.solution).toMatchObject({ optimal: true });
  expect(record.solution.length).toBe(record.solution.moves.length);
  expect(record.solution.length).toBe(bfsDistance(tiles, size));
  expect(replay(tiles, size, record.solution.moves)).toEqual(goalBoard(size));
}

describe('puzzle solve sliding', () => {
  it('solves the 9-move board from standard input with the default method', () => {
    const run = puzzle(['solve', 'sliding'], NINE_MOVES + '\n');
    expect(run.code, run.stderr).toBe(0);
    expect(run.records).toHaveLength(1);
    const [r] = run.records;
    expect(r.genre).toBe('sliding');
    expect(typeof r.method).toBe('string');
    expect(typeof r.stats).toBe('object');
    expectShortest(r, NINE_MOVES);
  });

  it("solves a board as Korf printed it toward the blank-first goal under --goal blank-first; the default goal keeps its answer", () => {
    const korf1 = '14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3';
    const def = puzzle(['solve', 'sliding'], korf1 + '\n');
    expect(def.code, def.stderr).toBe(0);
    expect(def.records[0].status).toBe('unsolvable');
    const run = puzzle(['solve', 'sliding', '--goal', 'blank-first'], korf1 + '\n');
    expect(run.code, run.stderr).toBe(0);
    const [r] = run.records;
    expect(r.status).toBe('solved');
    expect(r.solution).toMatchObject({ length: 57, optimal: true, goal: 'blank-first' });
    const { size, tiles } = parseBoard(korf1);
    const blankFirst = Array.from({ length: 16 }, (_, i) => i);
    expect(replay(tiles, size, r.solution.moves)).toEqual(blankFirst);
    expect(puzzle(['solve', 'sliding', '--goal', 'sideways'], korf1 + '\n').code).toBe(2);
  });

  it('solves a hard 3×3 board read from a file', () => {
    const file = join(scratch, 'hard.txt');
    writeFileSync(file, HARD_3X3 + '\n');
    const run = puzzle(['solve', 'sliding', file]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.records).toHaveLength(1);
    expectShortest(run.records[0], HARD_3X3);
  });

  it('reports the board with 14 and 15 swapped as unsolvable, with a reason', () => {
    const run = puzzle(['solve', 'sliding'], SWAPPED);
    expect(run.code, run.stderr).toBe(0);
    const [r] = run.records;
    expect(r.status).toBe('unsolvable');
    expect(r.solution).toBeNull();
    expect(typeof r.reason).toBe('string');
    expect(r.reason.length).toBeGreaterThan(0);
  });

  it('answers every puzzle of a multi-puzzle input, one line each, in order', () => {
    const boards = [EASY_3X3, SWAPPED, NINE_MOVES];
    const run = puzzle(['solve', 'sliding', '-'], boards.join('\n') + '\n');
    expect(run.code, run.stderr).toBe(0);
    expect(run.records.map((r) => r.status)).toEqual(['solved', 'unsolvable', 'solved']);
    expectShortest(run.records[0], EASY_3X3);
    expectShortest(run.records[2], NINE_MOVES);
    // Each record names its puzzle, so the lines can be matched to the input.
    for (let i = 0; i < boards.length; i++) {
      expect(parseBoard(run.records[i].puzzle).tiles).toEqual(parseBoard(boards[i]).tiles);
    }
  });

  it('marks a bad board invalid with its line and column, answers the others, exits 1', () => {
    const bad = '1 2 3 / 4 x 6 / 7 8 _';
    const input = [EASY_3X3, bad, NINE_MOVES].join('\n');
    const run = puzzle(['solve', 'sliding'], input);
    expect(run.code).toBe(1);
    expect(run.records.map((r) => r.status)).toEqual(['solved', 'invalid', 'solved']);
    const { error, solution } = run.records[1];
    expect(solution).toBeNull();
    expect(error.line).toBe(2);
    expect(error.col).toBe(bad.indexOf('x') + 1);
    expect(error.message).toContain('x');
  });

  it('treats an input without any puzzle as invalid', () => {
    const run = puzzle(['solve', 'sliding'], '\n\n');
    expect(run.code).toBe(1);
    expect(run.records).toHaveLength(1);
    expect(run.records[0].status).toBe('invalid');
  });

  it('adds the recorded trace, with its schema version, under --trace', () => {
    const run = puzzle(['solve', 'sliding', '--trace'], EASY_3X3);
    expect(run.code, run.stderr).toBe(0);
    const [r] = run.records;
    expect(r.trace.schema).toBe(TRACE_SCHEMA_VERSION);
    expect(r.trace.genre).toBe('sliding');
    expect(r.trace.method).toBe(r.method);
    const kinds = r.trace.events.map((e: { kind: string }) => e.kind);
    expect(kinds[0]).toBe('parity');
    const last = r.trace.events[r.trace.events.length - 1];
    expect(last.kind).toBe('solution');
    expect(last.moves).toEqual(r.solution.moves);
  });

  it('prints no trace without --trace', () => {
    const run = puzzle(['solve', 'sliding'], EASY_3X3);
    expect(run.records[0].trace).toBeUndefined();
  });

  it('falls back to the fast method when the time limit runs out, labelled not proven shortest', () => {
    // An 80-move position: Manhattan + linear conflicts cannot prove it optimal
    // in a fraction of a second, so the limit always runs out.
    const { board, length } = hardest80();
    const run = puzzle(['solve', 'sliding', '--method', 'ida-lc', '--limit-ms', '200'], board);
    expect(run.code, run.stderr).toBe(0);
    const [r] = run.records;
    expect(r.method).toBe('ida-lc');
    expect(r.status).toBe('solved');
    expect(r.solution.optimal).toBe(false);
    expect(r.stats.timedOut).toBe(1);
    expect(r.reason).toMatch(/not proven shortest/);
    expect(r.solution.length).toBeGreaterThanOrEqual(length);
    const { size, tiles } = parseBoard(board);
    expect(replay(tiles, size, r.solution.moves)).toEqual(goalBoard(size));
  });

  it('every method solves the 9-move board; the fast method is not shorter than the optimum', () => {
    const optimum = bfsDistance(parseBoard(NINE_MOVES).tiles, 4)!;
    for (const method of ['ida', 'ida-lc', 'fallback']) {
      const run = puzzle(['solve', 'sliding', '--method', method], NINE_MOVES);
      expect(run.code, run.stderr).toBe(0);
      const [r] = run.records;
      expect(r.method).toBe(method);
      expect(r.status).toBe('solved');
      const { size, tiles } = parseBoard(NINE_MOVES);
      expect(replay(tiles, size, r.solution.moves)).toEqual(goalBoard(size));
      if (r.solution.optimal) expect(r.solution.length).toBe(optimum);
      else expect(r.solution.length).toBeGreaterThanOrEqual(optimum);
    }
  });
});
