// Astro site: MDX lessons with Preact islands. Static output, so the whole
// site can be served from any file host; the solvers run in the reader's browser.
// Every built page gets a Content-Security-Policy (src/integrations/).
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import contentSecurityPolicy from './src/integrations/content-security-policy.mjs';

export default defineConfig({
  integrations: [mdx(), preact(), contentSecurityPolicy()],
  vite: {
    worker: { format: 'es' },
  },
});
