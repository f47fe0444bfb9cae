import { fromHtml } from 'hast-util-from-html';
import type { Element, Nodes } from 'hast';

/**
 * "On this page": the page's h2s, read from its rendered HTML when the site is built, so that every
 * page gets one without declaring its headings (most of ours are .astro pages, not MDX).
 */

export interface PageHeading {
  id: string;
  text: string;
  /**
   * An island rewrites the heading (the play page's "Abalalà, first game" becomes "Gabata (Shoa
   * I), game 2 of the series"), as its page says: its entry follows it (FOLLOW_HEADINGS_SCRIPT).
   */
  live?: true;
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

/**
 * Every h2 with an id, in document order, outside navigation; those the page names as rewritten by
 * an island (`live`, their ids) marked so. Only the page knows: most islands' headings never change
 * (a stepper's title), and following them would cost every such page a script.
 */
export function pageHeadings(html: string, live: readonly string[] = []): PageHeading[] {
  const out: PageHeading[] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'element') {
      if (node.tagName === 'nav') return;
      if (node.tagName === 'h2' && typeof node.properties.id === 'string') {
        const text = words(node).replace(/\s+/g, ' ').trim();
        if (text) out.push({ id: node.properties.id, text, ...(live.includes(node.properties.id) ? { live: true as const } : {}) });
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
export function onThisPage(html: string, live: readonly string[] = []): PageHeading[] {
  if (/<nav\b[^>]*\bclass="[^"]*\btoc\b/.test(html)) return [];
  const headings = pageHeadings(html, live);
  return headings.length >= MIN_HEADINGS ? headings : [];
}

/**
 * Keeps the entries of live headings (data-follows="<the heading's id>") in step with their
 * headings as an island rewrites them, in the heading's words as a reader sees them (code, hidden
 * text and aria-hidden text left out, as above). Inline after the list, only on a page that has
 * such a heading; it watches the page's main for changes and writes an entry only when its words differ.
 */
export const FOLLOW_HEADINGS_SCRIPT = `(()=>{const d=document,w=h=>{const c=h.cloneNode(!0);c.querySelectorAll('code,.vh,[aria-hidden="true"]').forEach(x=>x.remove());return c.textContent.replace(/\\s+/g,' ').trim()},s=()=>{for(const a of d.querySelectorAll('a[data-follows]')){const h=d.getElementById(a.dataset.follows),t=h&&w(h);if(t&&a.textContent!==t)a.textContent=t}},go=()=>{s();new MutationObserver(s).observe(d.querySelector('main')||d.body,{subtree:!0,childList:!0,characterData:!0})};d.readyState=='loading'?d.addEventListener('DOMContentLoaded',go):go()})()`;
