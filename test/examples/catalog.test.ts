import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readExample, type Example } from '../../src/examples/example';
import { byTopic, neighbours, opening, passages, sentences, TOPICS, topicAnchor, topicLabel } from '../../src/examples/catalog';
import { filterRules, sourceFilters } from '../../src/examples/filters';
import { readingEffects } from '../../src/examples/reading-effects';

const dir = new URL('../../content/examples/', import.meta.url);
const examples = readdirSync(dir).map((f) => readExample(JSON.parse(readFileSync(new URL(f, dir), 'utf8'))));
const example = (id: string) => examples.find((e) => e.id === id)!;
const sourcesDir = new URL('../../content/sources/', import.meta.url);
const mdx = (id: string) => readFileSync(new URL(`${id}.mdx`, sourcesDir), 'utf8');
const order = ['courlander-abalala', 'courlander-sulus-aidi', 'courlander-sulus-nishtaw', 'walker-gabata', 'dlp-gabata-shoa-i', 'dlp-abalalae', 'dlp-gabata-adowa', 'dlp-gabata-aksum', 'dlp-selus-massawa', 'dlp-selus', 'dlp-rab-e', 'dlp-tuz', 'dlp-gabata-shoa-and-adegrat', 'dlp-qelat', 'dlp-awagagae', 'dlp-rio-kadalis', 'dlp-mewelad', 'dlp-gabata-ghinda', 'dlp-hufesay', 'dlp-gabata-ansaba', 'dlp-jimafesosh', 'dlp-mewegae', 'dlp-gabata-adegrat', 'dlp-leyla', 'dlp-gabata-oromo', 'dlp-gabata-wuqro', 'dlp-lamosh', 'dlp-lam-waladach'];
const pages = order.map((id, i) => ({ id, order: i + 1, body: mdx(id) }));

describe('the catalogue of examples', () => {
  it('knows every example’s topic, and orders each topic’s examples as they stand in the sources', () => {
    const groups = byTopic(examples, pages);
    expect(groups.flatMap((g) => g.examples).length).toBe(examples.length);
    expect(groups.map((g) => g.topic)).toEqual(TOPICS.filter((t) => examples.some((e) => e.topic === t)));
    const takes = groups.find((g) => g.topic === 'takes')!.examples.map((e) => e.id);
    // Abalalà's three in the order of the page, then Walker's, then the DLP's Abalala'e's (in its page's order).
    expect(takes.slice(0, 4)).toEqual(['courlander-take-and-sow-on', 'courlander-take-from-two-holes', 'courlander-play-ends-on-opponents-side', 'walker-column-capture']);
    expect(takes.slice(4, 7).sort()).toEqual(['dlp-abalalae-capture-continued', 'dlp-abalalae-capture-left', 'dlp-abalalae-capture-right']);
    // Then Rab'e's captures of fours, in its page's order.
    expect(takes.slice(7, 10)).toEqual(['dlp-rab-e-four-in-own-hole', 'dlp-rab-e-four-in-opponents-hole', 'dlp-rab-e-last-four']);
    // Then the two-row fours games', in the catalog's order.
    expect(takes.slice(10, 14)).toEqual(['dlp-rio-kadalis-four-in-opponents-row', 'dlp-rio-kadalis-last-four', 'dlp-mewelad-four-to-owner', 'dlp-gabata-ghinda-last-four']);
    // Then the two-row games' takes across the board, Gabata (Adegrat)'s of the following hole, and the fours of
    // the games that came after them in the catalog (Gabata (Oromo), Gabata (Wuqro), Lamosh, Lam Waladach).
    expect(takes.slice(14)).toEqual([
      'dlp-hufesay-capture', 'dlp-gabata-ansaba-capture-again', 'dlp-jimafesosh-capture', 'dlp-gabata-adegrat-capture',
      'dlp-gabata-oromo-four-captured', 'dlp-gabata-oromo-last-four', 'dlp-gabata-wuqro-four-to-owner', 'dlp-gabata-wuqro-last-four',
      'dlp-lamosh-first-sowing', 'dlp-lamosh-four-in-opponents-row', 'dlp-lamosh-last-four',
      'dlp-lam-waladach-four-in-opponents-row', 'dlp-lam-waladach-relay-after-capture',
    ]);
    expect(() => byTopic([{ ...example('dlp-pass'), topic: 'pies' }], pages)).toThrow(/unknown topic "pies"/);
  });

  it('gives an example its neighbours in its topic', () => {
    const groups = byTopic(examples, pages);
    expect(neighbours(groups, 'courlander-take-from-two-holes')).toEqual({ previous: example('courlander-take-and-sow-on'), next: example('courlander-play-ends-on-opponents-side') });
    expect(neighbours(groups, 'courlander-take-and-sow-on').previous).toBeUndefined();
    expect(neighbours(groups, 'walker-column-capture').next?.source).toBe('dlp-abalalae');
  });

  it('names topics for headings and anchors', () => {
    expect(topicLabel('the next game')).toBe('The next game');
    expect(topicAnchor('turns and passing')).toBe('topic-turns-and-passing');
  });

  it('cuts a sentence to its opening words, and says so', () => {
    expect(opening('One two three.', 14)).toBe('One two three.');
    expect(opening('One, two, three, four, five', 3)).toBe('One, two, three …');
  });
});

describe('the passage an example plays out', () => {
  const text = [
    '<C id="a">First.</C> <C id="b">Second, <C id="b.phrase">with a phrase</C>.</C> <C id="c">Third.</C> <C id="d">Fourth.</C> <C id="e">Fifth.</C>',
    '',
    '<Example id="x" />',
    '',
    '1. <C id="r1">Rule one.</C>',
    '2. <C id="r2">Rule two.</C>',
  ].join('\n');

  it('reads a transcription’s sentences, with the phrases inside them and the block each stands in', () => {
    expect(sentences(text)).toEqual([
      { id: 'a', phrases: [], block: 0 },
      { id: 'b', phrases: ['b.phrase'], block: 0 },
      { id: 'c', phrases: [], block: 0 },
      { id: 'd', phrases: [], block: 0 },
      { id: 'e', phrases: [], block: 0 },
      { id: 'r1', phrases: [], block: 2 },
      { id: 'r2', phrases: [], block: 2 },
    ]);
  });

  it('quotes a said sentence with the one before and after it in its paragraph, and marks what is left out', () => {
    expect(passages(text, ['d'])).toEqual([
      {
        sentences: [
          { id: 'c', said: false, gap: true },
          { id: 'd', said: true, gap: false },
          { id: 'e', said: false, gap: false },
        ],
        more: false,
      },
    ]);
  });

  it('quotes a phrase in its sentence, runs neighbouring passages together, and keeps paragraphs apart', () => {
    expect(passages(text, ['b.phrase', 'r2'])).toEqual([
      {
        sentences: [
          { id: 'a', said: false, gap: false },
          { id: 'b', said: true, gap: false },
          { id: 'c', said: false, gap: false },
        ],
        more: true,
      },
      {
        sentences: [
          { id: 'r1', said: false, gap: false },
          { id: 'r2', said: true, gap: false },
        ],
        more: false,
      },
    ]);
    // Two said sentences apart: one passage, with the gap between them marked.
    expect(passages(text, ['a', 'e']).map((p) => p.sentences.map((s) => `${s.gap ? '… ' : ''}${s.id}${s.said ? '*' : ''}`))).toEqual([['a*', 'b', '… d', 'e*']]);
  });

  it('finds in the transcriptions every sentence an example plays out', () => {
    for (const e of examples) {
      const said = passages(mdx(e.source), e.says).flatMap((p) => p.sentences.filter((s) => s.said).map((s) => s.id));
      for (const c of e.says) expect(said.some((s) => c === s || c.startsWith(`${s}.`)), `${e.id}: ${c}`).toBe(true);
    }
  });
});

describe('the readings that change an example', () => {
  const effect = (e: Example, option: string) => readingEffects(e).find((r) => r.option === option);

  it('finds the answers under which an example plays out otherwise', () => {
    expect(effect(example('dlp-take-from-weg'), 'weg-take-continues')).toMatchObject({ offered: true, usual: 'ends', changing: ['another-move'] });
    // Offered, but both answers play this race alike: both players finish in the same beat.
    expect(effect(example('courlander-simultaneous-opening'), 'race-end')).toMatchObject({ offered: true, changing: [] });
    // Not offered by the example, yet it changes it.
    expect(effect(example('courlander-b-sows-from-hole-4'), 'empty-hole-take')).toMatchObject({ offered: false, changing: ['either-side'] });
  });

  it('varies a reading from the alternatives too, where it matters only under another', () => {
    // Who wins the lot matters only under Ludii's remainder rule, which an alternative takes.
    expect(effect(example('dlp-second-round-two-extra'), 'lot-winner')?.changing.length).toBeGreaterThan(0);
  });

  it('leaves out a reading that makes another board', () => {
    expect(readingEffects(example('dlp-weg-made')).map((r) => r.option)).not.toContain('observed');
  });

  it('lists nothing for an example no reading changes', () => {
    expect(readingEffects(example('courlander-take-and-sow-on'))).toEqual([]);
  });
});

describe('the index’s filters', () => {
  const from = sourceFilters([
    { id: 'courlander-abalala', title: 'Abalalà', author: 'Courlander' },
    { id: 'courlander-sulus-nishtaw', title: 'Sulus Nishtaw', author: 'Courlander' },
    { id: 'walker-gabata', title: 'Gabata', author: 'Walker' },
  ]);

  it('offers each source, and each game of a source with several', () => {
    expect(from.options).toEqual([
      { key: 'courlander', label: 'Courlander, every game', game: false },
      { key: 'courlander-abalala', label: 'Abalalà', game: true },
      { key: 'courlander-sulus-nishtaw', label: 'Sulus Nishtaw', game: true },
      { key: 'walker', label: 'Walker: Gabata', game: false },
    ]);
    expect(from.tokens('courlander-abalala')).toEqual(['courlander', 'courlander-abalala']);
    expect(() => from.tokens('nowhere')).toThrow(/no source page/);
  });

  it('hides what the checked choices leave out, and says when nothing is left', () => {
    const css = filterRules(from, [
      { anchor: 'topic-takes', examples: [{ from: from.tokens('courlander-abalala') }, { from: from.tokens('walker-gabata') }] },
      { anchor: 'topic-claims', examples: [{ from: from.tokens('courlander-sulus-nishtaw') }] },
    ]);
    expect(css).toContain('main:has(#from-walker:checked) li[data-from]:not([data-from~="walker"])');
    expect(css).toContain('main:has(#from-walker:checked) .topic-group:not(:has([data-from~="walker"]))');
    expect(css).toContain('main:has(#show-topic-claims:checked) .topic-group:not(#topic-claims)');
    // Sulus Nishtaw has no takes; Abalalà and Walker no claims: the message shows for those pairs, and no other.
    const none = css.slice(css.indexOf('{display:none}') + '{display:none}'.length);
    expect(none).toBe(
      [
        'main:has(#from-courlander-sulus-nishtaw:checked):has(#show-topic-takes:checked) .none',
        'main:has(#from-courlander-abalala:checked):has(#show-topic-claims:checked) .none',
        'main:has(#from-walker:checked):has(#show-topic-claims:checked) .none{display:block}',
      ].join(','),
    );
  });
});
