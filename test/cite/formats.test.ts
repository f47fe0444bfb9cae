import { Cite } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-ris';
import { describe, expect, it } from 'vitest';
import { citePage, citeSentence, keyOf, pageUrl } from '../../src/cite/cite';
import { compactJson, dateIn, type DateParts, type Format, type Formatted } from '../../src/cite/formats';
import type { Version } from '../../src/cite/version';
import { workOf } from '../../src/words/citations';

const version: Version = { release: '1.2.3', built: [2026, 11, 25], commit: 'b80c77c' };
const url = 'https://gobeta.example.org/sources/courlander-abalala/';
const abalala = (accessed?: DateParts) => citePage({ title: 'Abalalà', url, of: workOf('courlander-abalala') }, version, accessed);
const of = (formats: Formatted[], format: Format) => formats.find((f) => f.format === format)!;
/** What citation-js reads back from a text, as CSL. */
const read = (text: string) => new Cite(text).data[0]!;

describe('a page of ours, cited in four formats', () => {
  const formats = abalala([2027, 1, 5]);

  it('gives plain text, BibTeX, RIS and CSL-JSON, in that order', () => {
    expect(formats.map((f) => f.label)).toEqual(['Plain text', 'BibTeX', 'RIS', 'CSL-JSON']);
  });

  it('gives the page\'s title and absolute address, Gobeta, the version and the day accessed in plain text', () => {
    const text = of(formats, 'text').text;
    expect(text).toBe(
      'Gobeta (2026) Abalalà [Version 1.2.3, built 2026-11-25 from commit b80c77c]. Gobeta. Available at: https://gobeta.example.org/sources/courlander-abalala/ (Accessed: January 5, 2027). ' +
        'A transcription of Harold Courlander, "The Ethiopian Game of Gobeta", Negro History Bulletin (Washington, D.C.), no. 7, October 1943, pp. 21-22: Abalalà.',
    );
  });

  it('makes BibTeX that citation-js reads back to the same title, address, publisher, version and day accessed', () => {
    const bibtex = of(formats, 'bibtex').text;
    expect(bibtex).toMatch(/^@online\{gobeta-sources-courlander-abalala,\n/);
    const back = read(bibtex);
    expect([back.title, back.URL, back.publisher, back.version, back.accessed]).toEqual(['Abalalà', url, 'Gobeta', '1.2.3, built 2026-11-25 from commit b80c77c', { 'date-parts': [[2027, 1, 5]] }]);
    expect(back.note).toContain('A transcription of Harold Courlander');
  });

  it('makes RIS with its tags one to a line, which citation-js reads back whole', () => {
    const ris = of(formats, 'ris').text;
    const lines = ris.split('\n');
    expect(lines[0]).toBe('TY  - ELEC');
    expect(lines.at(-1)).toBe('ER  - ');
    expect(lines.every((l) => /^[A-Z][A-Z0-9]  - /.test(l))).toBe(true);
    for (const line of ['TI  - Abalalà', `UR  - ${url}`, 'PB  - Gobeta', 'ET  - 1.2.3, built 2026-11-25 from commit b80c77c']) expect(lines).toContain(line);
    const back = read(ris);
    expect([back.title, back.URL, back.publisher, back.accessed]).toEqual(['Abalalà', url, 'Gobeta', { 'date-parts': [[2027, 1, 5]] }]);
    // Its long note, which citation-js's own text output would have broken every 70 characters, whole.
    expect(back.note).toBe('A transcription of Harold Courlander, "The Ethiopian Game of Gobeta", Negro History Bulletin (Washington, D.C.), no. 7, October 1943, pp. 21-22: Abalalà.');
  });

  it('gives CSL-JSON that parses as JSON, a list of one web page', () => {
    const [item, ...more] = JSON.parse(of(formats, 'csl').text);
    expect(more).toEqual([]);
    expect(item).toMatchObject({ id: 'gobeta-sources-courlander-abalala', type: 'webpage', title: 'Abalalà', URL: url, publisher: 'Gobeta', author: [{ literal: 'Gobeta' }], version: '1.2.3, built 2026-11-25 from commit b80c77c', issued: { 'date-parts': [[2026, 11, 25]] }, accessed: { 'date-parts': [[2027, 1, 5]] } });
  });

  it('marks in each format where the day accessed stands, and that is all that changes with the day', () => {
    const other = abalala([2031, 12, 31]);
    /** The text with its accessed dates put as "<day>". */
    const masked = (f: Formatted) => f.accessed!.reduceRight((t, a) => `${t.slice(0, a.at)}<day>${t.slice(a.at + a.length)}`, f.text);
    for (const f of formats) {
      const g = of(other, f.format);
      expect(f.accessed!.map((a) => f.text.slice(a.at, a.at + a.length)), f.label).toEqual(f.accessed!.map(() => dateIn(f.format, [2027, 1, 5])));
      expect(g.accessed!.map((a) => g.text.slice(a.at, a.at + a.length)), f.label).toEqual(g.accessed!.map(() => dateIn(f.format, [2031, 12, 31])));
      expect(masked(f), f.label).toBe(masked(g));
      expect(masked(f), f.label).not.toMatch(/2027|2031/);
    }
  });

  it('marks the day wherever a format gives it twice (biblatex\'s urldate, and its note where the page has none)', () => {
    const glossary = of(citePage({ title: 'Glossary', url: 'https://gobeta.example.org/glossary/' }, version, [2027, 1, 5]), 'bibtex');
    expect(glossary.text).toContain('note = {[Online; accessed 2027-01-05]}');
    expect(glossary.accessed).toHaveLength(2);
  });

  it('takes the day accessed to be the build\'s until the reader\'s browser says otherwise', () => {
    const { text, accessed } = of(abalala(), 'text');
    expect(accessed!.map((a) => text.slice(a.at, a.at + a.length))).toEqual(['November 25, 2026']);
  });

  it('says so where the commit could not be told', () => {
    expect(of(citePage({ title: 'Glossary', url: 'https://gobeta.example.org/glossary/' }, { ...version, commit: null }), 'text').text).toContain('[Version 1.2.3, built 2026-11-25 from an unknown commit]');
  });
});

describe('a sentence, cited', () => {
  const permalink = `${url}#courlander.abalala.sow`;
  const formats = citeSentence({ work: workOf('courlander-abalala'), page: 'p. 21', sentenceId: 'courlander.abalala.sow', permalink }, version, [2027, 1, 5]);

  it('names its work, page and stable identifier, at its permalink, in every format', () => {
    const back = read(of(formats, 'bibtex').text);
    expect([back.title, back.URL]).toEqual(['Abalalà, p. 21, sentence courlander.abalala.sow', permalink]);
    expect(back.note).toContain('Harold Courlander, "The Ethiopian Game of Gobeta"');
    expect(of(formats, 'ris').text.split('\n')).toContain(`UR  - ${permalink}`);
    expect(JSON.parse(of(formats, 'csl').text)[0]).toMatchObject({ id: 'gobeta-sources-courlander-abalala-courlander.abalala.sow', URL: permalink });
    expect(of(formats, 'text').text).toContain(`Available at: ${permalink} (Accessed: January 5, 2027)`);
  });

  it('names the sentence in words where it is given them, its identifier still in the note', () => {
    const named = citeSentence({ work: workOf('walker-gabata'), page: 'p. 1', sentenceId: 'walker.rule-5', permalink: 'https://gobeta.example.org/sources/walker-gabata/#walker.rule-5', label: 'rule 5' }, version);
    const back = read(of(named, 'bibtex').text);
    expect(back.title).toBe('Gabata, p. 1, rule 5');
    expect(back.note).toContain('its identifier, walker.rule-5, stays the same');
  });
});

describe('addresses and keys', () => {
  it('makes a page\'s address on the canonical origin, and fails without one', () => {
    expect(pageUrl('/compare/matrix/', 'https://gobeta.example.org')).toBe('https://gobeta.example.org/compare/matrix/');
    expect(() => pageUrl('/compare/matrix/', undefined)).toThrow(/astro\.config\.mjs/);
  });

  it('keys a citation by its address', () => {
    expect(keyOf('https://gobeta.example.org/')).toBe('gobeta');
    expect(keyOf('https://gobeta.example.org/examples/walker-reload/')).toBe('gobeta-examples-walker-reload');
  });

  it('sets arrays of plain values on one line in JSON, and nothing else differently', () => {
    const value = { a: [[2026, 11, 25]], b: [{ c: 'x [y]' }], d: ['e]', 'f'] };
    expect(compactJson(value)).toContain('[2026, 11, 25]');
    expect(JSON.parse(compactJson(value))).toEqual(value);
  });
});

describe('the sources\' spelling', () => {
  it('keeps a straight apostrophe straight in the plain text, as the site does', () => {
    const text = citePage({ title: 'Abalala\'e', url: 'https://gobeta.example.org/sources/dlp-abalalae/' }, version)[0]!.text;
    expect(text).toContain('Gobeta (2026) Abalala\'e [Version');
    expect(text).not.toContain('\u2019');
  });
});
