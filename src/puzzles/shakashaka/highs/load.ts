/**
 * HiGHS (the MIT-licensed MIP solver of the University of Edinburgh, compiled
 * to WebAssembly by the `highs` npm package), loaded once and kept.
 *
 * Loading is asynchronous (the wasm is fetched and compiled), solving is not,
 * so the `highs` method loads it in `prepare()` and `solve()` uses what is
 * loaded. The package is imported dynamically: its 170 kB loader and 3.5 MB
 * wasm are only fetched when someone picks the method, and a bundler (Vite)
 * turns the import into a chunk of its own. In Node the loader finds the wasm
 * beside itself. In a browser or a Web Worker (the one solver worker every
 * genre shares) the first load asks the bundler where it put the wasm
 * (./wasm-url.ts), unless `setHighsWasmUrl` named a place already.
 */
import type { Highs, InitOptions } from 'highs';

let options: InitOptions = {};
let located = false;
let loading: Promise<Highs> | null = null;
let loaded: Highs | null = null;

/** Where the wasm lives, for a bundled page or worker; call before the first load. */
export function setHighsWasmUrl(url: string): void {
  locate(url);
  loading = null;
  loaded = null;
}

function locate(url: string): void {
  options = { locateFile: (file) => (file.endsWith('.wasm') ? url : file) };
  located = true;
}

/** HiGHS, loading it on the first call; later calls get the same instance. */
export function loadHighs(): Promise<Highs> {
  loading ??= (async () => {
    if (!located && inBrowser()) locate((await import('./wasm-url')).default);
    const module = await import('highs');
    const load = (module.default ?? module) as unknown as (o: InitOptions) => Promise<Highs>;
    loaded = await load(options);
    return loaded;
  })();
  // A failed load may be retried (a network hiccup in the browser).
  loading.catch(() => (loading = null));
  return loading;
}

/** A page or a Web Worker, where the wasm is an asset of the bundled site (not Node, which has neither global). */
function inBrowser(): boolean {
  const g = globalThis as { document?: unknown; WorkerGlobalScope?: unknown };
  return g.document !== undefined || g.WorkerGlobalScope !== undefined;
}

/** The loaded instance, or null before `loadHighs()` has finished. */
export function loadedHighs(): Highs | null {
  return loaded;
}
