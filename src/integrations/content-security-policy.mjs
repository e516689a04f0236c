// An Astro integration that gives every built page a Content-Security-Policy
// (a <meta> at the top of <head>), as the exported pages have one.
//
// Scripts run only from this site, plus the few inline scripts Astro writes
// for its islands, each allowed by its SHA-256 hash (computed here, after the
// build, from the page itself, so the list is always exact). WebAssembly may
// compile (the Shakashaka lesson's HiGHS solver). Styles may be inline: the
// islands carry their own <style> elements and SVG style attributes. Nothing
// may be loaded from another origin. (`astro dev` is left without a policy:
// its hot-reload client needs more.)
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;

export function policyFor(html) {
  const hashes = new Set();
  for (const m of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(`'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`);
  }
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval'${[...hashes].map((h) => ` ${h}`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join('; ');
}

export function withPolicy(html) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policyFor(html)}">`;
  return html.replace(/<head>/i, `<head>${meta}`);
}

function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true }).filter((f) => f.endsWith('.html')).map((f) => join(dir, f));
}

export default function contentSecurityPolicy() {
  return {
    name: 'stepwise-content-security-policy',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const files = htmlFiles(fileURLToPath(dir));
        for (const file of files) writeFileSync(file, withPolicy(readFileSync(file, 'utf8')));
        logger.info(`Content-Security-Policy added to ${files.length} pages`);
      },
    },
  };
}
