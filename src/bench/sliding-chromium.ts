/**
 * The 6-6-3 build timed inside Chromium: the build code is bundled with
 * esbuild (installed with astro/vite) and run in a blank page: the blocking
 * build on the page's main thread, and the build that yields between BFS
 * layers (so a cancel can arrive) in a Web Worker, as the lesson runs it.
 */
import { build } from 'esbuild';
import { CHROMIUM_PATH, chromiumMissing, withFreshChromium } from '../../scripts/chromium.mjs';
import { repoRoot } from './sliding-data';

export { CHROMIUM_PATH };

/** Where and how the build ran, and per run the milliseconds of each of the three tables. */
export interface BrowserTiming {
  label: string;
  runs: number[][];
}

export interface BrowserTimings {
  userAgent: string;
  timings: BrowserTiming[];
}

// Runs in the browser: times each table of the 6-6-3 partition, `runs` times,
// with the blocking build (page) or the one that yields between layers (worker).
const entry = `
import { buildPatternDb, buildPatternDbAsync } from './src/puzzles/sliding/pdb/build';
import { PDB663_PATTERNS } from './src/puzzles/sliding/heuristics/pdb';
async function benchPdb663(runs, yielding) {
  const out = [];
  for (let r = 0; r < runs; r++) {
    const row = [];
    for (const p of PDB663_PATTERNS) {
      const t0 = performance.now();
      if (yielding) await buildPatternDbAsync(p, { layout: 'sparse' });
      else buildPatternDb(p, { layout: 'sparse' });
      row.push(performance.now() - t0);
    }
    out.push(row);
  }
  return out;
}
globalThis.benchPdb663 = benchPdb663;
if (typeof WorkerGlobalScope !== 'undefined') {
  globalThis.onmessage = async (e) => globalThis.postMessage(await benchPdb663(e.data.runs, e.data.yielding));
}
`;

async function bundle(): Promise<string> {
  const result = await build({
    stdin: { contents: entry, resolveDir: repoRoot, loader: 'ts', sourcefile: 'bench-pdb-entry.ts' },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

/** Null when there is no Chromium on this machine. */
export async function timePdb663InChromium(runs: number): Promise<BrowserTimings | null> {
  if (chromiumMissing()) return null;
  const code = await bundle();
  return withFreshChromium({}, async (context) => {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('about:blank');
    await page.addScriptTag({ content: code });
    const userAgent = await page.evaluate(() => navigator.userAgent);
    const timings: BrowserTiming[] = [];
    timings.push({
      label: 'page main thread, buildPatternDb',
      runs: await page.evaluate(
        (n) =>
          (globalThis as unknown as { benchPdb663(n: number, y: boolean): Promise<number[][]> }).benchPdb663(n, false),
        runs,
      ),
    });
    for (const yielding of [false, true]) {
      timings.push({
        label: `Web Worker, ${yielding ? 'buildPatternDbAsync (yields between layers)' : 'buildPatternDb'}`,
        runs: await page.evaluate(
          ([source, n, y]) =>
            new Promise<number[][]>((resolve, reject) => {
              const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
              const w = new Worker(url);
              w.onmessage = (e) => {
                w.terminate();
                resolve(e.data as number[][]);
              };
              w.onerror = (e) => reject(new Error(e.message));
              w.postMessage({ runs: n, yielding: y });
            }),
          [code, runs, yielding] as const,
        ),
      });
    }
    return { userAgent, timings };
  });
}
