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
});
