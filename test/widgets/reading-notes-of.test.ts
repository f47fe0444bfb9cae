import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readCitationTable, rulesetIds, rulesets } from '../../src/engine/index';
import { readingNotes } from '../../src/widgets/reading-notes';
import { rulesetReadingNotes } from '../../src/widgets/reading-notes-of';

const all = readingNotes();
const cited = readCitationTable(readFileSync(new URL('../../content/citations.reviewed.txt', import.meta.url), 'utf8'));

describe("a ruleset's reading notes, from its rules (what the play page's stepper shows)", () => {
  it.each(rulesetIds)("%s: a note for every reading its steps name, each the same as the readings page's", (id) => {
    const notes = rulesetReadingNotes(rulesets[id]);
    for (const [reading, note] of Object.entries(notes)) expect(note, reading).toEqual(all[reading]);
    const named = new Set(cited.filter((c) => c.ruleset === id && c.reading).map((c) => c.reading!));
    for (const reading of named) expect(Object.keys(notes), reading).toContain(reading);
    expect(Object.keys(notes).length).toBeLessThan(Object.keys(all).length);
  });
});
