import { Parser } from 'htmlparser2';

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

/** Inside a heading, an element whose words a reader does not see there: code (an engine id beside a ruleset's name) and hidden text. */
const unseen = (name: string, attrs: Record<string, string>) =>
  name === 'code' || attrs['aria-hidden'] === 'true' || (attrs.class ?? '').split(/\s+/).includes('vh');

/**
 * Every h2 with an id, in document order, outside navigation; those the page names as rewritten by
 * an island (`live`, their ids) marked so. Only the page knows: most islands' headings never change
 * (a stepper's title), and following them would cost every such page a script.
 *
 * Read with htmlparser2's tokenizer, not into a tree: every page is read so, and building the whole
 * page's tree to find a few headings cost the build some 4 CPU-seconds.
 */
export function pageHeadings(html: string, live: readonly string[] = []): PageHeading[] {
  const out: PageHeading[] = [];
  let nav = 0;
  let heading: { id: string; text: string } | null = null;
  /** The elements open inside the heading: whether each hides its words. */
  const inside: boolean[] = [];
  let hidden = 0;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (heading) {
          const hides = unseen(name, attrs);
          inside.push(hides);
          if (hides) hidden++;
        } else if (name === 'nav') nav++;
        else if (name === 'h2' && nav === 0 && attrs.id !== undefined) heading = { id: attrs.id, text: '' };
      },
      ontext(text) {
        if (heading && hidden === 0) heading.text += text;
      },
      onclosetag(name) {
        if (heading && inside.length > 0) {
          if (inside.pop()) hidden--;
        } else if (heading && name === 'h2') {
          const text = heading.text.replace(/\s+/g, ' ').trim();
          if (text) out.push({ id: heading.id, text, ...(live.includes(heading.id) ? { live: true as const } : {}) });
          heading = null;
        } else if (name === 'nav' && nav > 0) nav--;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
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
