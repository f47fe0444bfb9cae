import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  citationLine,
  citationsOf,
  citationTable,
  engineCitations,
  createGame,
  isReadingClause,
  isSourceClause,
  playMove,
  initialState,
  playOpening,
  readCitationTable,
} from '../../src/engine/index';
import { everyPlay, readExample } from '../../src/examples/example';

const examplesDir = new URL('../../content/examples/', import.meta.url);
const examples = readdirSync(examplesDir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => readExample(JSON.parse(readFileSync(new URL(f, examplesDir), 'utf8'))));

/**
 * The reviewed table: each line a citation whose quoted words were read against the step they
 * stand beside. Lines starting with # are notes.
 */
const reviewedFile = new URL('../../content/citations.reviewed.txt', import.meta.url);
const reviewed = readFileSync(reviewedFile, 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'));

const table = engineCitations(examples.flatMap(everyPlay));
const emitted = table.map(citationLine);

describe('what each step cites (issue 12)', () => {
  it('makes only citations that were reviewed: a new one is read against its step and added to citations.reviewed.txt', () => {
    expect(emitted.filter((l) => !reviewed.includes(l))).toEqual([]);
  });

  it('still makes every citation the review lists: one no longer made comes out of citations.reviewed.txt', () => {
    expect(reviewed.filter((l) => !emitted.includes(l))).toEqual([]);
    expect(reviewed.filter((l, i) => reviewed.indexOf(l) !== i)).toEqual([]);
  });

  it('reads back as the citations the engine makes, answers typed: the table the site shows (src/links/site.ts)', () => {
    expect(readCitationTable(readFileSync(reviewedFile, 'utf8'))).toEqual(table);
  });

  it('says which line of a table is not a citation, or gives an answer its reading does not offer', () => {
    expect(() => readCitationTable('walker-gabata drop walker.rule-9.sow')).toThrow('"walker-gabata drop walker.rule-9.sow" is not "ruleset kind clause reading"');
    expect(() => readCitationTable('walker-gabata race-tick walker.rule-5 race-order=sideways')).toThrow('gives race-order an answer it does not offer');
  });

  it('cites sentences or phrases of the sources, or readings that exist', () => {
    expect(table.filter((c) => !isSourceClause(c.clause) && !isReadingClause(c.clause))).toEqual([]);
  });

  it('cites a reading as the licence only where the step names that reading', () => {
    const bare = table.filter((c) => isReadingClause(c.clause) && c.clause !== 'reading.endless' && c.clause !== `reading.${c.reading}`);
    expect(bare.map(citationLine)).toEqual([]);
  });
});

describe('the citation table', () => {
  it('names each citation once, with the answer the game gave the reading that decided it', () => {
    const walker = createGame('walker-gabata', { 'empty-hole-take': 'own-side' });
    const opening = playOpening(walker, initialState(walker));
    const rows = citationTable([...citationsOf(walker, opening.events), ...citationsOf(walker, opening.events)]);
    expect(rows.map(citationLine)).toEqual([
      'walker-gabata race-tick walker.rule-5 race-order=bottom-first',
      'walker-gabata pick-up walker.rule-5.pick-up -',
      'walker-gabata drop walker.rule-5.sow -',
      'walker-gabata relay walker.rule-6 -',
      'walker-gabata race-end walker.rule-7 race-end=first-finish',
      'walker-gabata race-finish walker.rule-7 race-no-take',
      // Both finish in the sixteenth beat: who finished first is the race-order reading's.
      'walker-gabata first-player walker.rule-8 race-order=bottom-first',
    ]);
    const move = playMove(walker, opening.state, opening.state.holes.findIndex((n, h) => n > 0 && opening.state.owners[h] === opening.state.toMove));
    expect(citationTable(citationsOf(walker, move.events)).map((c) => c.clause)).toContain('walker.rule-9.sow');
  });
});
