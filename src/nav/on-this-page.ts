import { fromHtml } from 'hast-util-from-html';
import type { Element, Nodes } from 'hast';

/**
 * "On this page": the page's h2s, read from its rendered HTML when the site is built, so that every
 * page gets one without declaring its headings (most of ours are .astro pages, not MDX).
 */

export interface PageHeading {
  id: string;
  text: string;
}

/** Fewer sections than this, and a list of them would only repeat what the reader can see. */
export const MIN_HEADINGS = 3;

const classes = (el: Element) => (Array.isArray(el.properties.className) ? el.properties.className.map(String) : []);

/** A heading's words as a reader sees them: code (an engine id beside a ruleset's name) and hidden text left out. */
function words(node: Nodes): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' && node.type !== 'root') return '';
  if (node.type === 'element' && (node.tagName === 'code' || node.properties.ariaHidden === 'true' || classes(node).includes('vh'))) return '';
  return node.children.map((c) => words(c as Nodes)).join('');
}

/** Every h2 with an id, in document order, outside navigation. */
export function pageHeadings(html: string): PageHeading[] {
  const out: PageHeading[] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'element') {
      if (node.tagName === 'nav') return;
      if (node.tagName === 'h2' && typeof node.properties.id === 'string') {
        const text = words(node).replace(/\s+/g, ' ').trim();
        if (text) out.push({ id: node.properties.id, text });
        return;
      }
    }
    if (node.type === 'element' || node.type === 'root') node.children.forEach((c) => visit(c as Nodes));
  };
  visit(fromHtml(html, { fragment: true }));
  return out;
}

/**
 * The list to show, or none: a page with fewer than three sections, or with a contents list of its
 * own (a `nav.toc`, as the comparison and the glossary have), does without.
 */
export function onThisPage(html: string): PageHeading[] {
  if (/<nav\b[^>]*\bclass="[^"]*\btoc\b/.test(html)) return [];
  const headings = pageHeadings(html);
  return headings.length >= MIN_HEADINGS ? headings : [];
}
