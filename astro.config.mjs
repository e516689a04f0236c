// Astro site: MDX lessons with Preact islands. Static output, so the whole
// site can be served from any file host; the solvers run in the reader's browser.
// Every built page gets a Content-Security-Policy (src/integrations/).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import contentSecurityPolicy from './src/integrations/content-security-policy.mjs';

// `client:linked`: start an island at once when the link names it, else when it comes near (src/ui/client-linked.mjs).
const clientLinked = {
  name: 'stepwise-client-linked',
  hooks: { 'astro:config:setup': ({ addClientDirective }) => addClientDirective({ name: 'linked', entrypoint: fileURLToPath(new URL('./src/ui/client-linked.mjs', import.meta.url)) }) },
};

export default defineConfig({
  integrations: [mdx(), preact(), contentSecurityPolicy(), clientLinked],
  vite: {
    worker: { format: 'es' },
  },
});
