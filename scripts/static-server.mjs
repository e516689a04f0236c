// A tiny static file server for the built site (dist/), used by the browser
// tests. It binds 127.0.0.1 on a free port chosen by the OS, so parallel runs
// never collide, and resolves URLs the way a static host does (`/a/` → a/index.html).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
};

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file a URL path names inside root, or null (also for paths escaping root). */
async function resolveFile(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const full = normalize(join(root, decoded));
  if (full !== root && !full.startsWith(root + sep)) return null;
  const candidates = decoded.endsWith('/')
    ? [join(full, 'index.html')]
    : [full, full + '.html', join(full, 'index.html')];
  for (const c of candidates) if (await isFile(c)) return c;
  return null;
}

/**
 * Serves `dir` on 127.0.0.1. Resolves to { url, close } where url has no
 * trailing slash (e.g. http://127.0.0.1:41234).
 */
export async function serveStatic(dir) {
  const root = resolve(dir);
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const file = await resolveFile(root, path);
    if (!file) {
      const notFound = join(root, '404.html');
      res.writeHead(404, { 'content-type': types['.html'] });
      res.end((await isFile(notFound)) ? await readFile(notFound) : 'Not found');
      return;
    }
    res.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    res.end(req.method === 'HEAD' ? undefined : await readFile(file));
  });
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', ok);
  });
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((ok) => server.close(() => ok(undefined))),
  };
}
