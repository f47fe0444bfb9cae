import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/** The transcriptions: one MDX file per source section, in content/sources/. */
const sources = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './content/sources' }),
  schema: z.object({
    /** The section's title, as we name the page. */
    title: z.string(),
    /** The source id of the engine's clauses (src/engine/clauses.ts). */
    source: z.string(),
    author: z.string(),
    /** The work, as it is cited. */
    work: z.string(),
    publication: z.string(),
    pages: z.string().optional(),
    date: z.string(),
    /** Where our copy comes from, and which file of content/sources/raw it is. */
    copy: z.object({ file: z.string(), origin: z.string(), units: z.enum(['paragraphs', 'lines']).optional() }),
    /** Our short description of the section, for the page's head and the home page. */
    summary: z.string(),
    order: z.number(),
  }),
});

/** The worked examples: one JSON file each in content/examples/ (src/examples/example.ts). */
const examples = defineCollection({
  loader: glob({ pattern: '*.json', base: './content/examples' }),
});

export const collections = { sources, examples };
