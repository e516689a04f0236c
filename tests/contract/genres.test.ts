/**
 * The genre contract, checked for every genre in the registry: a new genre
 * gets all of this by adding its registry line (and its fixture file,
 * tests/contract/fixtures/<genre>.ts, which this suite asks for).
 *
 * - parse → print → parse gives the same puzzle, and print is a fixed point;
 *   each other form the genre writes (a URL, a game ID) reads back the same;
 * - every method solves the examples; the rules check accepts each answer;
 *   replaying the whole trace ends on a view that shows that answer;
 * - a node cap stops the default method (`timeout`, or a labelled fallback
 *   answer where the genre has one), an aborted signal gives `cancelled`;
 * - the exported page embeds a valid trace naming the method that ran, names it
 *   in words with no identifier on the page, and lists every whole step with
 *   its board (tests/site/step-page.ts);
 * - every named rule of the genre has a fixture that fails with its code.
 */
import { describe, expect, it } from 'vitest';
import { replayTo } from '../../src/core/player';
import { stepStarts, TRACE_SCHEMA_VERSION } from '../../src/core/trace';
import { genreNames, loadGenre, type GenreName } from '../../src/puzzles/index';
import type { AnyGenre } from '../../src/puzzles/types';
import { loadViews } from '../../src/export/registry';
import { identifierTokens, stepListProblems } from '../site/step-page';
import { runGenreSolve } from '../../src/worker/run-genre';
import type { GenreFixtures } from './fixture-types';

async function setUp(name: GenreName): Promise<{ genre: AnyGenre; fx: GenreFixtures }> {
  const genre = await loadGenre(name);
  let fx: GenreFixtures;
  try {
    fx = (await import(`./fixtures/${name}.ts`)).fixtures;
  } catch (e) {
    throw new Error(`genre '${name}' has no contract fixtures: add tests/contract/fixtures/${name}.ts (${(e as Error).message})`);
  }
  return { genre, fx };
}

function parseOne(genre: AnyGenre, text: string): unknown {
  const results = genre.parseMany(text);
  expect(results, text).toHaveLength(1);
  const [r] = results;
  if (!r.ok) throw new Error(`example does not parse: ${r.error.message} (line ${r.error.line}, column ${r.error.col})`);
  return r.puzzle;
}

async function prepared(genre: AnyGenre, method: string, puzzle: unknown): Promise<void> {
  await genre.methods[method].prepare?.(puzzle, {});
}

describe.each(genreNames)('genre contract: %s', (name) => {
  it('reads what it prints: parse → print → parse is the same puzzle', async () => {
    const { genre, fx } = await setUp(name);
    for (const text of fx.examples) {
      const puzzle = parseOne(genre, text);
      const printed = genre.print(puzzle);
      expect(parseOne(genre, printed)).toEqual(puzzle);
      expect(genre.print(parseOne(genre, printed))).toBe(printed);
    }
  });

  it('reads every other form it writes (Genre.forms): parse → write → parse is the same puzzle', async () => {
    const { genre, fx } = await setUp(name);
    for (const [form, { write, loses }] of Object.entries(genre.forms ?? {})) {
      for (const text of fx.examples) {
        const puzzle = parseOne(genre, text);
        const written = write(puzzle);
        expect(written.includes('\n'), `${form} is one line`).toBe(false);
        const back = parseOne(genre, written);
        // A form that cannot keep everything (it says what) must still be a fixed point.
        if (loses) expect(write(back), `${form}: ${written}`).toBe(written);
        else expect(back, `${form}: ${written}`).toEqual(puzzle);
      }
    }
  });

  it('solves the examples with every method; the rules accept each answer; the replayed trace shows it', async () => {
    const { genre, fx } = await setUp(name);
    for (const text of fx.examples) {
      const puzzle = parseOne(genre, text);
      const answers = new Set<string>();
      for (const method of Object.keys(genre.methods)) {
        await prepared(genre, method, puzzle);
        const { result, trace } = runGenreSolve(genre, puzzle, { method });
        expect(['solved', 'unsolvable'], `${method} on ${text}`).toContain(result.status);
        answers.add(result.status);
        if (result.status !== 'solved') continue;
        expect(genre.check(puzzle, result.solution), `${method} on ${text}`).toEqual({ ok: true });
        expect(trace.truncated).toBe(false);
        const view = replayTo(genre.replay, puzzle, trace.events);
        expect(fx.viewShows(view, result.solution), `${method}: the replayed trace shows the answer`).toBe(true);
      }
      // Methods of one genre agree on whether there is an answer.
      expect([...answers], text).toHaveLength(1);
    }
  });

  it('stops at a node cap, and an aborted signal cancels', async () => {
    const { genre, fx } = await setUp(name);
    const puzzle = parseOne(genre, fx.hard);
    const method = genre.defaultMethod;
    await prepared(genre, method, puzzle);
    const capped = genre.methods[method].solve(puzzle, { budget: { maxNodes: 1 } });
    // A genre with a labelled fallback answers after its search ran out (stats.timedOut = 1).
    if (capped.status !== 'timeout') expect(capped).toMatchObject({ stats: { timedOut: 1 } });
    const controller = new AbortController();
    controller.abort();
    expect(genre.methods[method].solve(puzzle, { budget: { signal: controller.signal } }).status).toBe('cancelled');
  });

  it('exports a page whose embedded trace is valid and names the method that ran', async () => {
    const { genre, fx } = await setUp(name);
    const views = await loadViews(name);
    const puzzle = parseOne(genre, fx.examples[0]);
    for (const method of Object.keys(genre.methods)) {
      await prepared(genre, method, puzzle);
      const { result, trace } = runGenreSolve(genre, puzzle, { method });
      const page = views.exportPage({ puzzle, result, trace, resources: genre.resources?.save() });
      expect(page.fileName).toMatch(/^[a-z0-9-]+\.html$/);
      const json = page.html.match(/<script type="application\/json" id="stepwise-data">([^<]*)<\/script>/)?.[1];
      expect(json, 'the page embeds its data').toBeDefined();
      const data = JSON.parse(json!);
      expect(data).toMatchObject({ genre: name, method, status: result.status });
      expect(data.trace).toMatchObject({ schema: TRACE_SCHEMA_VERSION, genre: name, method, options: trace.options });
      expect(data.trace.events).toHaveLength(trace.events.length);
      for (const e of data.trace.events) expect(Number.isInteger(e.depth) && e.depth >= 0 && typeof e.kind === 'string').toBe(true);
      // It reads as a worked example: the method in words, no identifier, every whole step listed with its board.
      expect(identifierTokens(page.html, { method, options: Object.keys(trace.options) }), `${name}/${method}`).toEqual([]);
      if (stepStarts(trace.events).length > 0) expect(stepListProblems(page.html, 'export-steps', 'step', null), `${name}/${method}`).toEqual([]);
    }
  });

  it('has a failing fixture for every named rule, failing with that rule’s code', async () => {
    const { genre, fx } = await setUp(name);
    expect(genre.ruleCodes.length).toBeGreaterThan(0);
    expect(Object.keys(fx.ruleFixtures).sort()).toEqual([...genre.ruleCodes].sort());
    for (const code of genre.ruleCodes) {
      const { puzzle, solution } = fx.ruleFixtures[code];
      const p = typeof puzzle === 'string' ? parseOne(genre, puzzle) : puzzle;
      expect(genre.check(p, solution), code).toMatchObject({ ok: false, code });
    }
  });
});
