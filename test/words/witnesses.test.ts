import { describe, expect, it } from 'vitest';
import { catalog, clauses } from '../../src/engine/index';
import { clauseIndex } from '../../src/transcription/clause-index';
import { witnesses, witnessOfClause } from '../../src/words/witnesses';
import { sourceEntries } from '../transcription/sources';

const entries = sourceEntries();
const index = clauseIndex(entries);

describe('the witnesses: each game as one work records it', () => {
  it('are one for each game of the catalog, so that a game added there is a witness with no other change', () => {
    expect(witnesses.map((w) => w.page)).toEqual(catalog.map((r) => r.id));
    expect(new Set(witnesses.map((w) => w.id)).size).toBe(witnesses.length);
    expect(new Set(witnesses.map((w) => w.cite)).size).toBe(witnesses.length);
  });

  it("split Courlander's article into its three games, and name the DLP's games apart", () => {
    const by = (author: string) => witnesses.filter((w) => w.by === author).map((w) => ({ game: w.game, work: w.work, cite: w.cite }));
    expect(by('Courlander')).toEqual([
      { game: 'Abalalà', work: 'Courlander 1943', cite: 'Courlander, Abalalà' },
      { game: 'Sulus Aidi (Awagagà)', work: 'Courlander 1943', cite: 'Courlander, Sulus Aidi (Awagagà)' },
      { game: 'Sulus Nishtaw', work: 'Courlander 1943', cite: 'Courlander, Sulus Nishtaw' },
    ]);
    expect(by('Walker')).toEqual([{ game: 'Gabata', work: 'Walker 2011', cite: 'Walker, Gabata' }]);
    expect(by('DLP').map((w) => w.cite)).toEqual(['DLP, Gabata (Shoa I)', "DLP, Abalala'e", 'DLP, Gabata (Adowa)', 'DLP, Gabata (Aksum)', 'DLP, Selus (Massawa)', 'DLP, Selus', "DLP, Rab'e", 'DLP, Tuz', 'DLP, Gabata (Shoa and Adegrat)', 'DLP, Qelat', 'DLP, Awagagae', 'DLP, Rio Kadalis', 'DLP, Mewelad', 'DLP, Gabata (Ghinda)', 'DLP, Hufesay', 'DLP, Gabata (Ansaba)', 'DLP, Jimafesosh', 'DLP, Mewegae', 'DLP, Gabata (Adegrat)', 'DLP, Leyla', 'DLP, Gabata (Oromo)', 'DLP, Gabata (Wuqro)', 'DLP, Lamosh', 'DLP, Lam Waladach']);
    expect(witnesses.find((w) => w.game === 'Gabata (Shoa I)')!.board).toBe('two rows of six holes');
  });

  it("give every sentence the witness whose transcription holds it", () => {
    for (const id of Object.keys(clauses)) {
      const w = witnessOfClause(id);
      expect(w, id).toBeDefined();
      expect(index.get(id)?.page, id).toBe(w!.page);
    }
    expect(witnessOfClause('reading.race-no-take')).toBeUndefined();
  });
});
