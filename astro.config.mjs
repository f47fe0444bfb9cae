// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import { unified } from '@astrojs/markdown-remark';
import { remarkApparatus } from './src/transcription/remark-apparatus.ts';

// The transcriptions live in content/ at the top level (src/content.config.ts). They are MDX
// compiled by the unified (remark) pipeline, which numbers their apparatus marks.
export default defineConfig({
  base: '/',
  output: 'static',
  // No smart quotes: the sources' straight apostrophes and quotation marks are kept as they stand.
  markdown: { processor: unified({ remarkPlugins: [remarkApparatus], smartypants: false }) },
  integrations: [mdx(), preact()],
  // GOBETA_SOURCEMAP=1 writes hidden source maps beside the chunks, for scripts/bundle-shares.ts to
  // tell each module's share of a page's JavaScript; the chunks themselves are unchanged.
  vite: { build: { sourcemap: process.env.GOBETA_SOURCEMAP ? 'hidden' : false } },
});
