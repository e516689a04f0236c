/**
 * Where the bundled site serves HiGHS's WebAssembly file: Vite copies the
 * package's wasm into the build and this import is its URL. Loaded only in a
 * browser or Web Worker (load.ts asks for it there); under Node the
 * loader finds the wasm beside itself, and nothing imports this file.
 */
import url from 'highs/runtime?url';

export default url;
