/**
 * HiGHS (the MIT-licensed MIP solver of the University of Edinburgh, compiled
 * to WebAssembly by the `highs` npm package), loaded once and kept.
 *
 * Loading is asynchronous (the wasm is fetched and compiled), solving is not,
 * so the `highs` method loads it in `prepare()` and `solve()` uses what is
 * loaded. The package is imported dynamically: its 170 kB loader and 3.5 MB
 * wasm are only fetched when someone picks the method, and a bundler (Vite)
 * turns the import into a chunk of its own. In Node the loader finds the wasm
 * beside itself; a page or worker that serves the wasm as an asset says where
 * with `setHighsWasmUrl` (e.g. from Vite's `import url from 'highs/runtime?url'`).
 */
import type { Highs, InitOptions } from 'highs';

let options: InitOptions = {};
let loading: Promise<Highs> | null = null;
let loaded: Highs | null = null;

/** Where the wasm lives, for a bundled page or worker; call before the first load. */
export function setHighsWasmUrl(url: string): void {
  options = { locateFile: (file) => (file.endsWith('.wasm') ? url : file) };
  loading = null;
  loaded = null;
}

/** HiGHS, loading it on the first call; later calls get the same instance. */
export function loadHighs(): Promise<Highs> {
  loading ??= import('highs').then(async (module) => {
    const load = (module.default ?? module) as unknown as (o: InitOptions) => Promise<Highs>;
    loaded = await load(options);
    return loaded;
  });
  // A failed load may be retried (a network hiccup in the browser).
  loading.catch(() => (loading = null));
  return loading;
}

/** The loaded instance, or null before `loadHighs()` has finished. */
export function loadedHighs(): Highs | null {
  return loaded;
}
