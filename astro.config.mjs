// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';

// Pages' prose will live in content/ at the top level (not src/content);
// content collections are configured when that content arrives.
export default defineConfig({
  base: '/',
  output: 'static',
  integrations: [mdx(), preact()],
});
