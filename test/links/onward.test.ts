import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { topics, type Topic } from '../../src/compare/topics';
import { citationsOf, readCitationTable } from '../../src/engine/index';
import { everyPlay, readExample } from '../../src/examples/example';
import { exampleHref } from '../../src/examples/href';
import { exampleCites, onwardIndex, onwardLinks, readingsOf, topicsOf, type OnwardSources } from '../../src/links/onward';
import { fixedReadingLabel, optionLabel, readingLabel } from '../../src/words/labels';
import { pageOfClause, transcribedClauses } from '../support/transcriptions';

/** The site's own content, as the source pages read it (src/links/site.ts), from the files. */
const dir = (d: string) => new URL(`../../content/${d}/`, import.meta.url);
const examples = readdirSync(dir('examples'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => readExample(JSON.parse(readFileSync(new URL(f, dir('examples')), 'utf8'))));
const clauses = transcribedClauses.map((m) => m.id);
const pages = pageOfClause;
const plays = examples.map((e) => everyPlay(e));
// The reviewed table, as the site reads it: test/engine/citations.test.ts holds it equal to what the engine makes.
const citations = readCitationTable(readFileSync(new URL('../../content/citations.reviewed.txt', import.meta.url), 'utf8'));
const sources: OnwardSources = {
  topics,
  examples: examples.map((e, i) => ({ id: e.id, title: e.title, cites: exampleCites(e, plays[i]![0]) })),
  citations,
  pageOf: (c) => pages.get(c),
};
const of = (clause: string, kind: string) => onwardLinks(clause, sources).filter((l) => l.kind === kind);
const hrefs = (clause: string, kind: string) => of(clause, kind).map((l) => l.href);

describe('the links that lead on from a sentence', () => {
  it('reads real content', () => {
    expect(clauses.length).toBeGreaterThan(100);
    expect(examples.length).toBeGreaterThan(30);
  });

  it('leads from a sentence to its topic on the side-by-side page, named in words', () => {
    expect(of('courlander.abalala.territory', 'topic')).toEqual([{ kind: 'topic', href: '/compare/#ownership', label: 'Compare the sources on: Ownership' }]);
    expect(hrefs('walker.rule-11', 'topic')).toEqual(['/compare/#capture']);
    expect(hrefs('dlp.move', 'topic')).toEqual(['/compare/#ownership', '/compare/#direction']);
    // A phrase of a compared sentence is compared with it.
    expect(hrefs('walker.rule-5.pick-up', 'topic')).toEqual(['/compare/#opening']);
    // A sentence no topic quotes leads to none.
    expect(of('courlander.abalala.store', 'topic')).toEqual([]);
  });

  it('counts a sentence whose phrase a topic quotes', () => {
    const phraseOnly: Pick<Topic, 'id' | 'title' | 'cells'>[] = [
      { id: 'sowing-on', title: 'Sowing on', cells: { 'courlander-1943-abalala': { clauses: [] }, 'dlp-abalalae': { silent: 'Nothing.' }, 'walker-2011': { clauses: ['walker.rule-9.sow'] }, 'dlp-gabata-shoa-i': { silent: 'Nothing.' } } },
    ];
    expect(topicsOf('walker.rule-9', phraseOnly).map((t) => t.id)).toEqual(['sowing-on']);
    expect(topicsOf('walker.rule-9.sow', phraseOnly).map((t) => t.id)).toEqual(['sowing-on']);
    expect(topicsOf('walker.rule-9.select', phraseOnly)).toEqual([]);
    // Ids that merely share a beginning are not phrases of one another.
    expect(topicsOf('walker.rule-1', phraseOnly)).toEqual([]);
    expect(topicsOf('courlander.abalala.race', topics).map((t) => t.id)).toEqual(['opening']);
    expect(topicsOf('courlander.abalala.race-end', topics).map((t) => t.id)).toEqual(['opening']);
  });

  it('leads to every worked example that cites the sentence: in its clauses, its says, or its steps', () => {
    // Listed in `clauses` and `says`.
    expect(of('courlander.abalala.example-hole-4', 'example')).toEqual([
      { kind: 'example', href: exampleHref('courlander-b-sows-from-hole-4'), label: 'Worked example: B sows from hole 4' },
    ]);
    // Quoted only beside a step the example plays.
    expect(examples.find((e) => e.id === 'walker-race')!.clauses).not.toContain('walker.rule-5.pick-up');
    expect(hrefs('walker.rule-5.pick-up', 'example')).toEqual([exampleHref('walker-race')]);
    expect(hrefs('courlander.abalala.take', 'example')).toEqual(
      ['courlander-play-ends-on-opponents-side', 'courlander-take-and-sow-on', 'courlander-take-from-two-holes'].map((id) => exampleHref(id)),
    );
    // Not under a reading the reader may switch to: Courlander's reload played by Walker's rules is Courlander's example.
    expect(hrefs('walker.rule-17', 'example')).not.toContain(exampleHref('courlander-diagram-2-reload'));
    expect(hrefs('walker.rule-17', 'example')).toContain(exampleHref('walker-reload'));
  });

  it('links an example where the examples are read, through the one helper', () => {
    expect(exampleHref('walker-race')).toMatch(/^\/examples\/(#example-walker-race|walker-race\/)$/);
    expect(exampleHref('walker-race', '/base/')).toMatch(/^\/base\/examples\//);
  });

  it('leads to the readings that rest on the sentence: as evidence of an option or a fixed reading, or named by a step that quotes it', () => {
    // The evidence of one answer of an option, and of a fixed reading.
    expect(of('courlander.abalala.race-end', 'reading')).toEqual([
      { kind: 'reading', href: '/readings/#race-end', label: `Reading: ${readingLabel('race-end', 'both-finish')}` },
      { kind: 'reading', href: '/readings/#fixed-race-no-take', label: `Reading: ${fixedReadingLabel('race-no-take')}` },
    ]);
    expect(hrefs('walker.rule-7', 'reading')).toEqual(['/readings/#race-end', '/readings/#fixed-race-no-take']);
    expect(hrefs('dlp.weg-rights.own', 'reading')).toEqual(['/readings/#fixed-own-weg-ends-play']);
    // No evidence: named by the steps that quote it, under the option's heading.
    expect(readingsOf('courlander.abalala.another-turn', [])).toEqual([]);
    // (content/citations.reviewed.txt: Abalalà's take under "either side", Sulus Aidi's under "as in Abalalà".)
    expect(of('courlander.abalala.another-turn', 'reading')).toEqual([
      { kind: 'reading', href: '/readings/#empty-hole-take', label: `Reading: ${optionLabel('empty-hole-take')}` },
      { kind: 'reading', href: '/readings/#aidi-empty-landing', label: `Reading: ${optionLabel('aidi-empty-landing')}` },
    ]);
    // A sentence nothing rests on.
    expect(of('courlander.abalala.territory', 'reading')).toEqual([]);
  });

  it('leads to the code only where the code page has the sentence', () => {
    expect(of('courlander.abalala.race-end', 'code')).toEqual([{ kind: 'code', href: '/engine/courlander-abalala/#code-courlander.abalala.race-end', label: 'How we encode it' }]);
    expect(of('walker.rule-11', 'code')).toEqual([]);
    expect(of('courlander.abalala.store', 'code')).toEqual([]);
  });

  it('orders the links as a reader follows them, under the site base', () => {
    const links = onwardLinks('courlander.abalala.race-end', { ...sources, base: '/gobeta/' });
    expect(links.map((l) => l.kind)).toEqual(['topic', 'example', 'reading', 'reading', 'code']);
    expect(links.every((l) => l.href.startsWith('/gobeta/'))).toBe(true);
  });

  it('gives every clause of the transcriptions its links, and almost every one somewhere to go', () => {
    const index = onwardIndex(clauses, sources);
    expect([...index.keys()]).toEqual(clauses);
    const nowhere = [...index].filter(([, links]) => links.length === 0).map(([c]) => c);
    expect(nowhere.length).toBeLessThan(5);
    // Every topic's quotations lead back to it.
    for (const t of topics) {
      for (const cell of Object.values(t.cells)) {
        if ('clauses' in cell) for (const c of cell.clauses) expect(index.get(c)!.map((l) => l.href), c).toContain(`/compare/#${t.id}`);
      }
    }
    // Every example is reached from each clause it lists.
    for (const e of examples) for (const c of e.clauses) if (index.has(c)) expect(index.get(c)!.map((l) => l.href), `${c} → ${e.id}`).toContain(exampleHref(e.id));
  });

  it('names readings only by the citations given, and the evidence', () => {
    const table = plays[0]!.flatMap((p) => citationsOf(p.game, p.events));
    expect(readingsOf('walker.rule-11', table).map((r) => r.id)).toEqual(['empty-hole-take']);
  });
});
