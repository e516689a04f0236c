// Astro site: MDX lessons with Preact islands. Static output, so the whole
// site can be served from any file host; the solvers run in the reader's browser.
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';

export default defineConfig({
  integrations: [mdx(), preact()],
  vite: {
    worker: { format: 'es' },
  },
});
