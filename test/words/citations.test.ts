import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rulesetIds, rulesets } from '../../src/engine/index';
import { bibliographyEntry, rulesetCitation, webCopies, workOf, works } from '../../src/words/citations';
import { sourceEntries } from '../transcription/sources';

const entries = sourceEntries();
const pageOf = (source: string) => entries.find((e) => e.data.source === source)!.id;

describe('one citation per work', () => {
  it('gives Courlander\'s article its pages, and each game its own', () => {
    const courlander = works.find((w) => w.id === 'courlander-1943')!;
    expect(bibliographyEntry(courlander)).toBe('Courlander, Harold. "The Ethiopian Game of Gobeta." Negro History Bulletin (Washington, D.C.), no. 7, October 1943, pp. 21-23.');
    expect(Object.fromEntries(courlander.sections!.map((s) => [s.title, s.pages]))).toEqual({ Abalalà: 'pp. 21-22', 'Sulus Aidi or Awagagà': 'p. 22', 'Sulus Nishtaw': 'pp. 22-23' });
  });

  it('gives each ruleset the citation of its work\'s section, the one its transcription transcribes', () => {
    for (const id of rulesetIds) {
      expect(pageOf(rulesets[id].source.id), id).toBe(id);
      const { work } = workOf(id);
      expect(work.id, id).toBe(rulesets[id].source.work);
    }
    expect(Object.fromEntries(rulesetIds.map((id) => [id, rulesetCitation(rulesets[id])]))).toEqual({
      'courlander-abalala': 'Harold Courlander, "The Ethiopian Game of Gobeta", Negro History Bulletin (Washington, D.C.), no. 7, October 1943, pp. 21-22: Abalalà',
      'courlander-sulus-aidi': 'Harold Courlander, "The Ethiopian Game of Gobeta", Negro History Bulletin (Washington, D.C.), no. 7, October 1943, p. 22: Sulus Aidi or Awagagà',
      'courlander-sulus-nishtaw': 'Harold Courlander, "The Ethiopian Game of Gobeta", Negro History Bulletin (Washington, D.C.), no. 7, October 1943, pp. 22-23: Sulus Nishtaw',
      'walker-gabata': 'Damian Walker, Gabata, The Traditional Board Game Series, Leaflet #31, 2nd edition, Cyningstan, 2011',
      'dlp-gabata-shoa-i': 'Digital Ludeme Project, "Gabata (Shoa I)", game page (Ludii game 354), after Pankhurst 1971',
      'dlp-abalalae': 'Digital Ludeme Project, "Abalala\'e", game page (Ludii game 339), after Pankhurst 1971: 163',
      'dlp-gabata-adowa': 'Digital Ludeme Project, "Gabata (Adowa)", game page (Ludii game 17), after Pankhurst 1971: 164-165',
      'dlp-gabata-aksum': 'Digital Ludeme Project, "Gabata (Aksum)", game page (Ludii game 18), after Pankhurst 1971: 164-165',
      'dlp-selus-massawa': 'Digital Ludeme Project, "Selus (Massawa)", game page (Ludii game 349), after Pankhurst 1971: 171-172',
      'dlp-selus': 'Digital Ludeme Project, "Selus", game page (Ludii game 341), after Pankhurst 1971: 165-166',
      'dlp-rab-e': 'Digital Ludeme Project, "Rab\'e", game page (Ludii game 350), after Pankhurst 1971: 172',
      'dlp-tuz': 'Digital Ludeme Project, "Tuz", game page (Ludii game 365), after Pankhurst 1971: 179',
      'dlp-gabata-shoa-and-adegrat': 'Digital Ludeme Project, "Gabata (Shoa and Adegrat)", game page (Ludii game 352), after Pankhurst 1971: 172, 174-176',
      'dlp-qelat': 'Digital Ludeme Project, "Qelat", game page (Ludii game 135), after Pankhurst 1971: 167-168',
      'dlp-awagagae': 'Digital Ludeme Project, "Awagagae", game page (Ludii game 659), after Pankhurst 1971: 169',
      'dlp-rio-kadalis': 'Digital Ludeme Project, "Rio Kadalis", game page (Ludii game 369), after Pankhurst 1971: 182',
      'dlp-mewelad': 'Digital Ludeme Project, "Mewelad", game page (Ludii game 343), after Pankhurst 1971: 168',
      'dlp-gabata-ghinda': 'Digital Ludeme Project, "Gabata (Ghinda)", game page (Ludii game 661), after Pankhurst 1971: 172',
      'dlp-hufesay': 'Digital Ludeme Project, "Hufesay", game page (Ludii game 358), after Pankhurst 1971: 173-174',
      'dlp-gabata-ansaba': 'Digital Ludeme Project, "Gabata (Ansaba)", game page (Ludii game 342), after Pankhurst 1971: 169',
      'dlp-jimafesosh': 'Digital Ludeme Project, "Jimafesosh", game page (Ludii game 364), after Pankhurst 1971: 179',
      'dlp-mewegae': 'Digital Ludeme Project, "Mewegae", game page (Ludii game 344), after Pankhurst 1971: 168',
      'dlp-gabata-adegrat': 'Digital Ludeme Project, "Gabata (Adegrat)", game page (Ludii game 351), after Pankhurst 1971: 172',
      'dlp-leyla': 'Digital Ludeme Project, "Leyla", game page (Ludii game 368), after Pankhurst 1971: 182',
      'dlp-gabata-oromo': 'Digital Ludeme Project, "Gabata (Oromo)", game page (Ludii game 363), after Pankhurst 1971: 178',
      'dlp-gabata-wuqro': 'Digital Ludeme Project, "Gabata (Wuqro)", game page (Ludii game 353), after Pankhurst 1971: 173',
      'dlp-lamosh': 'Digital Ludeme Project, "Lamosh", game page (Ludii game 362), after Pankhurst 1971: 178',
      'dlp-lam-waladach': 'Digital Ludeme Project, "Lam Waladach", game page (Ludii game 360), after Pankhurst 1971: 177',
    });
  });

  it('agrees with each transcription\'s front matter', () => {
    for (const e of entries) {
      const { work, section } = workOf(e.id);
      expect([e.data.author, e.data.work, e.data.publication, e.data.date, e.data.pages], e.id).toEqual([work.byline, work.title, work.publication, work.date, section.pages]);
    }
  });

  it('gives web copies as absolute addresses with the day they were accessed, and says where it has none', () => {
    for (const w of works) {
      for (const c of webCopies(w).copies) {
        expect(c.url, w.id).toMatch(/^https?:\/\/[a-z.]+\.[a-z]+\//);
        expect(c.accessed, w.id).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
      }
    }
    expect(workOf('courlander-sulus-nishtaw').section.unconfirmed).toMatch(/could not confirm/);
    expect(webCopies(works.find((w) => w.id === 'dlp')!).copies.map((c) => c.url)).toEqual(['https://ludii.games/details.php?keyword=Gabata+%28Shoa+I%29']);
  });

  it('gives a book its place and publisher, and the pages a source points to apart from the book', () => {
    const entry = (id: string) => bibliographyEntry(works.find((w) => w.id === id)!);
    expect(entry('bell-1980')).toBe('Bell, R. C. Discovering Old Board Games. Aylesbury: Shire Publications, 1980.');
    expect(entry('bent-1893')).toBe('Bent, J. Theodore. The Sacred City of the Ethiopians. London, 1893.');
    expect(works.find((w) => w.id === 'bell-1980')!.cited).toEqual({ by: 'Walker', pages: 'pp. 65-66' });
  });

  it('is the one the README gives for each transcribed work', () => {
    const readme = readFileSync(`${process.cwd()}/README.md`, 'utf8').replace(/\s+/g, ' ');
    for (const w of works.filter((x) => x.sections)) expect(readme, w.id).toContain(bibliographyEntry(w));
    expect(readme).not.toMatch(/rules 16-20|rules 17-19/);
  });
});
