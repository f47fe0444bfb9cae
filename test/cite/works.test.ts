import { Cite } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-ris';
import { describe, expect, it } from 'vitest';
import { dateParts, workFormats, workItem } from '../../src/cite/works';
import { works, type Work } from '../../src/words/citations';

const work = (id: string) => works.find((w) => w.id === id)!;
const format = (w: Work, f: 'bibtex' | 'ris' | 'csl') => workFormats(w).find((x) => x.format === f)!.text;
/** A BibTeX entry's fields, as written. */
const fields = (bibtex: string) => Object.fromEntries([...bibtex.matchAll(/^\t(\w+) = \{(.*)\},$/gm)].map((m) => [m[1]!, m[2]!]));

describe('the bibliography in BibTeX, RIS and CSL-JSON', () => {
  it('gives every work in the three formats, which citation-js reads back to the same work', () => {
    for (const w of works) {
      expect(workFormats(w).map((f) => f.label), w.id).toEqual(['BibTeX', 'RIS', 'CSL-JSON']);
      for (const f of ['bibtex', 'ris'] as const) {
        const back = new Cite(format(w, f)).data[0]!;
        expect(back.title, `${w.id} ${f}`).toBe(w.title);
        expect(back.author, `${w.id} ${f}`).toHaveLength(1);
      }
      expect(JSON.parse(format(w, 'csl')), w.id).toEqual([workItem(w)]);
    }
  });

  it('keys each BibTeX entry by the work\'s anchor on the bibliography page', () => {
    for (const w of works) expect(format(w, 'bibtex'), w.id).toMatch(new RegExp(`^@(article|book|misc)\\{${w.id},\\n`));
  });

  it('gives a place as the place (address, CY), never as the publisher', () => {
    const placed = works.filter((w) => w.place);
    expect(placed.map((w) => w.id)).toEqual(['courlander-1943', 'bent-1893', 'bell-1980', 'murray-1952', 'parlett-1999']);
    for (const w of placed) {
      const bib = fields(format(w, 'bibtex'));
      expect(bib.address, w.id).toBe(w.place);
      expect(bib.publisher, w.id).toBe(w.publisher);
      // RIS gives a book's place (CY); a journal's, which qualifies its name, it leaves out.
      if (w.kind === 'book') expect(format(w, 'ris').split('\n'), w.id).toContain(`CY  - ${w.place}`);
      expect(format(w, 'ris').split('\n'), w.id).not.toContain(`PB  - ${w.place}`);
    }
    expect(fields(format(work('bent-1893'), 'bibtex'))).not.toHaveProperty('publisher');
    expect(format(work('bent-1893'), 'bibtex')).not.toContain('publisher = {London}');
    expect(fields(format(work('murray-1952'), 'bibtex'))).toMatchObject({ address: 'Oxford', publisher: 'Oxford University Press' });
  });

  it('gives pages only to an article, the part of its issue; a book\'s pages that Walker points to are a note', () => {
    for (const w of works) {
      const bib = format(w, 'bibtex');
      expect('pages' in fields(bib), w.id).toBe(w.kind === 'article');
      expect(format(w, 'ris').includes('\nSP  - '), w.id).toBe(w.kind === 'article');
    }
    expect(fields(format(work('courlander-1943'), 'bibtex')).pages).toBe('21--23');
    expect(fields(format(work('bell-1980'), 'bibtex'))).toMatchObject({ note: 'Walker cites pp. 65-66.', title: 'Discovering {Old} {Board} {Games}' });
  });

  it('gives Courlander\'s article as our copy gives it, issue 7 of October 1943, and the volume only as our inference, in a note', () => {
    const bib = fields(format(work('courlander-1943'), 'bibtex'));
    expect(bib).toMatchObject({ journal: 'Negro History Bulletin', number: '7', year: '1943', month: '10', address: 'Washington, D.C.' });
    expect(bib).not.toHaveProperty('volume');
    expect(bib.note).toMatch(/^Our copy gives "No\. 7, Oct\. 1943" and no volume\. Our inference: .*October 1943 would open volume 7.*Not checked against the printed Bulletin\.$/);
    const ris = format(work('courlander-1943'), 'ris').split('\n');
    expect(ris).toContain('IS  - 7');
    expect(ris.some((l) => l.startsWith('VL  - '))).toBe(false);
    expect(ris.find((l) => l.startsWith('N1  - '))).toContain('Our inference');
  });

  it('gives an address and a day accessed only to a work that is itself a web page, unless it says it could not confirm one', () => {
    for (const w of works) {
      const item = workItem(w);
      const confirmed = w.kind === 'web' && !w.unconfirmed;
      expect('URL' in item, w.id).toBe(confirmed);
      expect('accessed' in item, w.id).toBe(confirmed);
    }
    expect(workItem(work('dlp'))).toMatchObject({ URL: 'https://ludii.games/details.php?keyword=Gabata+%28Shoa+I%29', accessed: { 'date-parts': [[2026, 11, 23]] } });
  });

  it('reads our dates as date parts', () => {
    expect([dateParts('October 1943'), dateParts('23 November 2026'), dateParts('1980'), dateParts('undated')]).toEqual([[1943, 10], [2026, 11, 23], [1980], undefined]);
  });
});
