// What the target-size test measures (WCAG 2.5.5, Target Size (Enhanced): 44 by 44 CSS pixels), as
// a function that runs in the page. Kept apart from the test so that its rule reads on its own.
import type { Page } from 'playwright-core';

/** The smallest target, in CSS pixels, each way. */
export const MIN_TARGET = 44;

/**
 * Every control a reader can point at: links, buttons, fields, menus, disclosures, and anything
 * else made focusable (tabindex="-1" is not: only a script can focus it, as the skip link does main).
 */
export const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';

/**
 * The controls smaller than MIN_TARGET either way, one line each ("button.clause-link "§" 20x24");
 * with `mark`, each also marked data-small-target (for a look at them in a screenshot).
 * The rule:
 * - A control is measured where it is rendered (a closed menu's or disclosure's content is not:
 *   the test opens them first).
 * - A checkbox or radio button is measured with its label: a tap on the label ticks it, so the
 *   two together are its target. A link stretched over its card (an absolutely placed ::after, as
 *   the home page's ways in) is measured as the card, which answers the tap.
 * - WCAG's inline exception: a link set inline in running text (a word or phrase of a sentence, a
 *   glossary term, a footnote or apparatus mark) is sized by the line it stands in, and exempt. A
 *   link counts as in running text when it is displayed inline and the block it flows in (its
 *   nearest ancestor not displayed inline: a paragraph, a list item, a table cell) shows words of
 *   its own besides the link: text with a letter or a digit that is not the link's, nor another
 *   control's, nor in a block of its own inside it. A link that is all its block holds (an entry
 *   of a menu or a list, a table cell of its own, a citation under a quotation, links between
 *   separators such as "·") is a control like any other, and is measured. No button is exempt,
 *   whatever it stands in.
 */
export function smallTargets(page: Page, min = MIN_TARGET, mark = false): Promise<string[]> {
  return page.evaluate(
    ({ selector, min, mark }) => {
      // Text that is itself a control's (another link, a button, a menu's choices) is not running text.
      const OTHER = 'a[href], button, select, textarea, summary, [role="button"]';
      const inline = (el: Element) => /^inline|^contents$/.test(getComputedStyle(el).display);
      /** The block a node's text flows in: its nearest ancestor not displayed inline. */
      const blockOf = (n: Node) => {
        let b = n.parentElement;
        while (b && inline(b)) b = b.parentElement;
        return b ?? document.body;
      };
      /** True where the link's own block has words of its own besides the link's (and other controls'). */
      const inRunningText = (link: Element) => {
        if (getComputedStyle(link).display !== 'inline') return false;
        const home = blockOf(link);
        const walker = document.createTreeWalker(home, NodeFilter.SHOW_TEXT);
        const range = document.createRange();
        for (let t = walker.nextNode(); t; t = walker.nextNode()) {
          if (!/[\p{L}\p{N}]/u.test(t.textContent ?? '') || t.parentElement?.closest(OTHER) || blockOf(t) !== home) continue;
          range.selectNodeContents(t);
          // Drawn, not hidden text.
          if ([...range.getClientRects()].some((r) => r.width > 1)) return true;
        }
        return false;
      };
      const name = (el: Element) => {
        const words = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
        const cls = [...el.classList].slice(0, 2).map((c) => `.${c}`).join('');
        const type = el instanceof HTMLInputElement ? `[type=${el.type}]` : '';
        return `${el.tagName.toLowerCase()}${type}${cls} "${words.slice(0, 40)}"`;
      };
      const out: string[] = [];
      for (const el of document.querySelectorAll(selector)) {
        if (!el.checkVisibility({ visibilityProperty: true })) continue;
        let own = el.getBoundingClientRect();
        if (own.width === 0 && own.height === 0) continue;
        // A link stretched over its card by an absolutely placed ::after answers a tap anywhere on the card.
        const after = getComputedStyle(el, '::after');
        if (el instanceof HTMLElement && after.content !== 'none' && after.position === 'absolute' && el.offsetParent) own = el.offsetParent.getBoundingClientRect();
        let { left, top, right, bottom } = own;
        if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
          for (const label of el.labels ?? []) {
            const r = label.getBoundingClientRect();
            [left, top, right, bottom] = [Math.min(left, r.left), Math.min(top, r.top), Math.max(right, r.right), Math.max(bottom, r.bottom)];
          }
        }
        const [w, h] = [right - left, bottom - top];
        // Half a pixel of rounding either way (a 2.75rem box at a fractional zoom).
        if (w >= min - 0.5 && h >= min - 0.5) continue;
        if (el.matches('a') && inRunningText(el)) continue;
        out.push(`${name(el)} ${Math.round(w)}x${Math.round(h)}`);
        if (mark) el.setAttribute('data-small-target', '');
      }
      return out;
    },
    { selector: CONTROLS, min, mark },
  );
}
