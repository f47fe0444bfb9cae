import { describe, expect, it } from 'vitest';
import { rulesetIds } from '../../src/engine/index';
import { followCss } from '../../src/howto/follow';
import { CARD_ID, cardActions, cardHref, lineLinks, playHref, readingLink, type Site } from '../../src/howto/links';
import type { Card, CardLine } from '../../src/howto/card';
import { parsePlayHash } from '../../src/play/link';
import { strengths } from '../../src/play/strengths';
import { leaksIn } from '../words/identifiers';

const site: Site = {
  base: '/',
  pageOf: (c) => (c.startsWith('courlander.abalala.') ? 'courlander-abalala' : undefined),
  titleOf: (id) => `Title of ${id}`,
  wordsOf: (c) => (c === 'courlander.abalala.take' ? "If a player's last piece falls into an empty pocket on his own side of the boards" : undefined),
};
const line: CardLine = {
  topic: 'landing',
  rule: 'take',
  text: 'Into an empty hole on your own side: take them.',
  clause: 'courlander.abalala.take',
  example: { example: 'courlander-take-and-sow-on', step: 3 },
  readings: [{ id: 'empty-hole-take', value: 'own-side' }, { id: 'race-no-take' }],
};

describe('where a card leads', () => {
  it('leads from a line to its sentence on its source page, cited in words with its opening quoted', () => {
    const k = lineLinks(line, site);
    expect(k.source).toEqual({ href: '/sources/courlander-abalala/#courlander.abalala.take', label: 'Courlander, Abalalà, p. 21', opening: "“If a player's last piece falls …”" });
  });

  it('leads to the step of the worked example that shows it, on the example\'s own page', () => {
    expect(lineLinks(line, site).example).toEqual({ href: '/examples/courlander-take-and-sow-on/#example=courlander-take-and-sow-on&step=3', label: 'Title of courlander-take-and-sow-on', step: 3 });
  });

  it('leads to each reading on the readings page, named by its question and the answer followed', () => {
    expect(lineLinks(line, site).readings).toEqual([
      { href: '/readings/#empty-hole-take', label: "A last bean in an empty hole on the opponent's side: ends the play: only one's own side takes" },
      { href: '/readings/#fixed-race-no-take', label: 'No take or claim during the race' },
    ]);
    for (const r of lineLinks(line, site).readings) expect(leaksIn(r.label)).toEqual([]);
    expect(readingLink('/base/', { id: 'race-end', value: 'both-finish' }).href).toBe('/base/readings/#race-end');
  });

  it('refuses a line whose sentence stands on no source page', () => {
    expect(() => lineLinks({ ...line, clause: 'walker.rule-11' }, site)).toThrow(/stands on no source page/);
  });

  it('opens the play page on the card\'s game, which the play page reads as a game of that ruleset', () => {
    for (const id of rulesetIds) {
      const parsed = parsePlayHash(new URL(playHref('/', id), 'http://x').hash, strengths.map((s) => s.id), 'lookahead');
      expect(parsed && 'session' in parsed ? parsed.session.game.rules.id : parsed, id).toBe(id);
    }
    const card: Card = { ruleset: 'walker-gabata', lines: [line], landingLead: '', example: 'walker-race' };
    expect(cardActions(card, site)).toEqual({
      play: { href: '/play/#ruleset=walker-gabata', label: 'Play this game' },
      example: { href: '/examples/walker-race/', label: 'Step through an example' },
    });
    expect(cardHref('/', 'walker-gabata')).toBe(`/sources/walker-gabata/#${CARD_ID}`);
  });
});

describe('the play page\'s link to the card of the game chosen', () => {
  const css = followCss(rulesetIds);
  it('shows, for each ruleset chosen in the form, that ruleset\'s link alone', () => {
    expect(css).toMatch(/^\.howto-follow a\{display:none\}/);
    for (const id of rulesetIds) expect(css).toContain(`body:has(.play-setup option[value="${id}"]:checked) .howto-follow a[data-ruleset="${id}"]{display:inline-flex;align-items:center;min-height:44px}`);
  });
  it('shows the link to every card where no ruleset is chosen, or the browser cannot tell', () => {
    expect(css).toContain(`body:not(:has(${rulesetIds.map((id) => `.play-setup option[value="${id}"]:checked`).join(',')})) .howto-follow .howto-any{display:inline-flex;align-items:center;min-height:44px}`);
    expect(css).toContain('@supports not selector(:has(a))');
  });
});
