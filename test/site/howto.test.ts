import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalog, rulesetIds } from '../../src/engine/index';
import { CARD_ID } from '../../src/howto/links';
import { builtPage, precedes } from './built';

/**
 * The how-to-play cards on the built site: each at the top of its game's page, before the
 * publication details and the transcription; every link on it leading somewhere that exists; and
 * the home page, the menu and the play page leading to them.
 */
const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const before = precedes;
const pages = new Map<string, Document>();
const page = (path: string) => {
  if (!pages.has(path)) pages.set(path, builtPage(path));
  return pages.get(path)!;
};

/** A built page's HTML, read once: a link's target is looked up in it, not parsed (some pages are long). */
const html = new Map<string, string | null>();
function source(path: string): string | null {
  if (!html.has(path)) {
    const file = new URL(`../../dist${path}index.html`, import.meta.url);
    html.set(path, existsSync(file) ? readFileSync(file, 'utf8') : null);
  }
  return html.get(path)!;
}

/** Whether an internal link leads to a built page, and to an element with its anchor where it names one. */
function resolves(href: string): boolean {
  const url = new URL(href, 'http://x');
  const doc = source(url.pathname);
  if (doc === null) return false;
  const anchor = decodeURIComponent(url.hash.slice(1));
  // The play page's address holds a game, which its island reads.
  if (url.pathname === '/play/') return /^ruleset=[a-z-]+$/.test(anchor) && doc.includes('class="play');
  // A stepper's step link is no anchor: its stepper (#example-<id>) stands on the page.
  const step = /^example=([a-z0-9-]+)&step=\d+$/.exec(anchor);
  if (step) return doc.includes(`id="example-${step[1]}"`);
  return anchor === '' || doc.includes(`id="${anchor}"`);
}

describe.each(rulesetIds)('the game page of %s', (id) => {
  const doc = page(`/sources/${id}/`);
  const card = doc.querySelector('.how-to-play')!;

  it('opens with its card, right after the title and before the publication details and the transcription', () => {
    expect(card).not.toBeNull();
    const h1 = doc.querySelector('main h1')!;
    expect(h1.nextElementSibling).toBe(card);
    for (const later of ['.biblio', '.how-to-read', '.source-text', '.apparatus']) {
      const el = doc.querySelector(later);
      if (el) expect(before(card, el), later).toBe(true);
    }
    expect(card.getAttribute('data-ruleset')).toBe(id);
    expect(text(card.querySelector(`h2#${CARD_ID}`))).toBe('How to play, in our words');
  });

  it('is listed first on the page\'s "On this page"', () => {
    const list = [...doc.querySelectorAll('.on-this-page li a')].map((a) => a.getAttribute('href'));
    expect(list[0]).toBe(`#${CARD_ID}`);
  });

  it('tells the game in three parts, each line citing its sentence', () => {
    expect([...card.querySelectorAll('h3')].map(text)).toEqual(['Setting up', 'A turn', 'The end']);
    const lines = [...card.querySelectorAll('.howto-lines > li')];
    expect(lines.length).toBeGreaterThan(8);
    for (const li of lines) {
      expect(text(li.querySelector('.howto-text')).length, text(li)).toBeGreaterThan(15);
      const source = li.querySelector('a.howto-source')!;
      expect(text(source)).toMatch(/^(Courlander|Walker|DLP)[^,]*, /);
    }
    expect(lines.filter((li) => li.querySelector('a.howto-example')).length).toBeGreaterThan(2);
  });

  it('leads only where something stands: the sentences, the examples\' steps, the readings', () => {
    const links = [...card.querySelectorAll('a')].map((a) => a.getAttribute('href')!);
    expect(links.length).toBeGreaterThan(15);
    for (const href of links) expect(resolves(href), href).toBe(true);
  });

  it('ends with "Play this game", opening the play page on it, and "Step through an example"', () => {
    const actions = [...card.querySelectorAll('.howto-actions a')];
    expect(actions.map(text)).toEqual(['Play this game', 'Step through an example']);
    expect(actions[0]!.getAttribute('href')).toBe(`/play/#ruleset=${id}`);
    expect(actions[1]!.getAttribute('href')).toMatch(/^\/examples\/[a-z0-9-]+\/$/);
    const example = actions[1]!.getAttribute('href')!.split('/')[2];
    expect(source(actions[1]!.getAttribute('href')!)).toContain(`id="example-${example}"`);
  });

  it('reads without JavaScript: plain HTML, no island', () => {
    expect(card.querySelector('astro-island, script')).toBeNull();
  });
});

describe('the ways to the cards', () => {
  const cardHrefs = rulesetIds.map((id) => `/sources/${id}/#${CARD_ID}`);

  it('from the home page: "Learn a game", each game by name', () => {
    const home = page('/');
    const section = home.querySelector('section[aria-labelledby="learn-h"]')!;
    expect(text(section.querySelector('h2'))).toBe('Learn a game');
    const links = [...section.querySelectorAll('.learn a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(cardHrefs);
    expect(links.map(text)).toEqual(catalog.map((r) => r.title));
    for (const href of cardHrefs) expect(resolves(href), href).toBe(true);
  });

  it('from the menu: "How to play", a page that lists every card', () => {
    const menu = [...page('/').querySelectorAll('nav a')].find((a) => text(a) === 'How to play');
    expect(menu?.getAttribute('href')).toBe('/how-to-play/');
    const index = page('/how-to-play/');
    const listed = [...index.querySelectorAll('.learn-list h2 a')].map((a) => a.getAttribute('href'));
    expect(listed).toEqual(cardHrefs);
    for (const li of index.querySelectorAll('.learn-list li')) expect(li.querySelector('a[href^="/play/#ruleset="]')).not.toBeNull();
  });

  it('from the play page: a link to the card of each game, the chosen one shown', () => {
    const play = page('/play/');
    const follow = play.querySelector('.howto-follow')!;
    const links = [...follow.querySelectorAll('a[data-ruleset]')];
    expect(links.map((a) => a.getAttribute('data-ruleset'))).toEqual(rulesetIds);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(cardHrefs);
    expect(links.map(text)).toEqual(catalog.map((r) => `How to play ${r.title}`));
    expect(follow.querySelector('a.howto-any')?.getAttribute('href')).toBe('/how-to-play/');
    // It stands before the game, which the page's island draws below it.
    expect(before(follow, play.querySelector('.play')!)).toBe(true);
  });
});
