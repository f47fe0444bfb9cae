import { fromHtml } from 'hast-util-from-html';
import type { Element, Nodes, Root, Text } from 'hast';
import type { Term } from './terms';

/**
 * Links the first use of each glossary term on a page to its entry, in our own prose only.
 *
 * It works on a built page's HTML because most of our prose is in .astro pages, which the
 * markdown pipeline's rehype plugins never see. The page is parsed (hast-util-from-html, with
 * positions) only to find where its text stands; the links are spliced into the original string,
 * so everything else on the page stays byte for byte as Astro wrote it.
 */

export interface LinkOptions {
  terms: Pick<Term, 'id' | 'forms' | 'except'>[];
  href: (id: string) => string;
  /**
   * The sources' sentences. A text of four words or more that stands whole inside one of them is
   * a quotation wherever it is set (a table cell, a widget's caption), and is left alone.
   */
  sourceText?: readonly string[];
}

/** Where the sources' words are set, or a link would not belong: never linked inside. */
const SKIP_TAGS = new Set([
  'a', 'button', 'label', 'select', 'option', 'textarea', 'summary',
  'blockquote', 'q', 'cite', 'code', 'pre', 'kbd', 'samp',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'th', 'caption',
  'head', 'title', 'nav', 'script', 'style', 'template', 'noscript', 'svg', 'math', 'iframe',
  // Islands are replaced when they hydrate: a link added to their server render would not last.
  'astro-island', 'astro-slot',
]);
/**
 * The transcription's text, clause sentences, quotations, a source's bibliographic details (its
 * titles are its words), and the site's header and footer.
 */
const SKIP_CLASSES = ['source-text', 'clause', 'quote', 'copy-head', 'biblio', 'cite', 'site-header', 'site-footer'];

function skipped(el: Element): boolean {
  if (SKIP_TAGS.has(el.tagName)) return true;
  const p = el.properties;
  if (p.dataClause !== undefined || p.dataNoGlossary !== undefined || p.dataSourceText !== undefined || p.hidden) return true;
  if (p.ariaHidden === 'true') return true;
  const classes = Array.isArray(p.className) ? p.className.map(String) : [];
  return classes.some((c) => SKIP_CLASSES.includes(c));
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const normal = (s: string) => s.replace(/\s+/g, ' ').trim();
const key = (s: string) => normal(s).toLowerCase();

/** Inside quotation marks opened earlier in the same text: the sources' words, quoted in ours. */
function quoted(text: string, at: number): boolean {
  const before = text.slice(0, at);
  const count = (re: RegExp) => before.match(re)?.length ?? 0;
  return count(/“/g) > count(/”/g) || count(/"/g) % 2 === 1;
}

function within(text: string, phrases: readonly string[] | undefined, from: number, to: number): boolean {
  const lower = text.toLowerCase();
  for (const phrase of phrases ?? []) {
    const p = phrase.toLowerCase();
    for (let i = lower.indexOf(p); i >= 0; i = lower.indexOf(p, i + 1)) if (i <= from && to <= i + p.length) return true;
  }
  return false;
}

function textNodes(tree: Root): Text[] {
  const out: Text[] = [];
  const hasMain = (n: Nodes): boolean => n.type === 'element' && n.tagName === 'main' ? true : 'children' in n && n.children.some(hasMain);
  // On a whole page only <main> is the page's own text; a fragment is all text.
  const walk = (n: Nodes, active: boolean) => {
    if (n.type === 'text') {
      if (active) out.push(n);
      return;
    }
    if (n.type === 'element') {
      if (skipped(n)) return;
      if (n.tagName === 'main') active = true;
    }
    if ('children' in n) for (const c of n.children) walk(c, active);
  };
  walk(tree, !hasMain(tree));
  return out;
}

/** The page with each term's first use linked, and the ids of the terms linked, in page order. */
export function linkTerms(html: string, options: LinkOptions): { html: string; linked: string[] } {
  const byForm = new Map<string, LinkOptions['terms'][number]>();
  for (const t of options.terms) for (const f of t.forms) byForm.set(key(f), t);
  const alternatives = [...byForm.keys()].sort((a, b) => b.length - a.length).map((f) => escapeRe(f).replace(/ /g, '\\s+'));
  const words = new RegExp(`(?<![\\p{L}\\p{N}_-]|[\\p{L}\\p{N}]\\.)(?:${alternatives.join('|')})(?![\\p{L}\\p{N}_-]|\\.[\\p{L}\\p{N}])`, 'giu');
  const sources = (options.sourceText ?? []).map(normal);
  const isQuotation = (text: string) => {
    const t = normal(text);
    return t.split(' ').length >= 4 && sources.some((s) => s.includes(t));
  };

  const linked: string[] = [];
  const edits: { start: number; end: number; text: string }[] = [];
  for (const node of textNodes(fromHtml(html))) {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined || !node.value.trim() || isQuotation(node.value)) continue;
    let out = '';
    let last = 0;
    for (const m of node.value.matchAll(words)) {
      const term = byForm.get(key(m[0]))!;
      const at = m.index;
      if (linked.includes(term.id) || quoted(node.value, at) || within(node.value, term.except, at, at + m[0].length)) continue;
      linked.push(term.id);
      // An ordinary link; its class is there for a style (a dotted underline), which belongs in
      // the site's stylesheet: an inline one would put /play/ over its CSS budget.
      out += `${escapeHtml(node.value.slice(last, at))}<a class="glossary-term" href="${escapeHtml(options.href(term.id)).replace(/"/g, '&quot;')}">${escapeHtml(m[0])}</a>`;
      last = at + m[0].length;
    }
    if (last > 0) edits.push({ start, end, text: out + escapeHtml(node.value.slice(last)) });
  }
  let result = html;
  for (const e of edits.reverse()) result = result.slice(0, e.start) + e.text + result.slice(e.end);
  return { html: result, linked };
}
