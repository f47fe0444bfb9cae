import { defineMiddleware } from 'astro:middleware';
import { getCollection } from 'astro:content';
import { linkTerms } from './glossary/link-terms';
import { terms } from './glossary/terms';
import { clauseMarks } from './transcription/markup';

/**
 * Every page's first use of each glossary term links to its entry (src/glossary/link-terms.ts).
 * Middleware rather than a rehype plugin: rehype sees only the markdown and MDX, and most of our
 * prose is in .astro pages. Middleware sees every page's finished HTML, in `astro dev` as in the
 * build (it runs for prerendered pages at build time), with no second pass over dist/.
 */
let sentences: Promise<string[]> | undefined;
const sourceSentences = () =>
  (sentences ??= getCollection('sources').then((entries: { body?: string }[]) => entries.flatMap((e) => clauseMarks(e.body ?? '').map((m) => m.text))));

const base = import.meta.env.BASE_URL;
const href = (id: string) => `${base}glossary/#${id}`;

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const { html } = linkTerms(await response.text(), { terms, href, sourceText: await sourceSentences() });
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
});
