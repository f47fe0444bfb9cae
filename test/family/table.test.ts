import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalog, isSourceClause, rulesetIds, rulesets, type RulesetId } from '../../src/engine/index';
import { readExample } from '../../src/examples/example';
import { kin } from '../../src/family/kin';
import { familyTable, MECHANICS, type MechanicId } from '../../src/family/table';
import { howToPlay } from '../../src/howto/card';
import { witness } from '../../src/howto/witness';
import { witnessOfClause } from '../../src/words/witnesses';
import { leaksIn } from '../words/identifiers';

/**
 * The family table (src/family/table.ts), made from the how-to-play cards as the build makes them:
 * a row for every game of the catalog, grouped by board; each cell saying what the engine does
 * at the defaults, resting on a sentence; and the witnesses' line resting on the games' own sentences.
 */
const dir = new URL('../../content/examples/', import.meta.url);
const examples = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => readExample(JSON.parse(readFileSync(new URL(f, dir), 'utf8'))));
const cards = new Map(rulesetIds.map((id) => [id, howToPlay(witness(rulesets[id], examples))]));
const groups = familyTable(cards, (id) => rulesets[id]);
const row = (id: RulesetId) => groups.flatMap((g) => g.rows).find((r) => r.ruleset === id)!;
const cell = (id: RulesetId, m: MechanicId) => row(id).cells[m].map((i) => i.text).join(' | ');

describe('the family table', () => {
  it('has a row for every game of the catalog, under its group, the groups in their order and the games in the catalog\'s', () => {
    expect(groups.map((g) => g.heading)).toEqual(['Three rows', 'Two rows: wegs', 'Two rows: fours', 'Two rows: captures across', 'Two rows: a kind of its own']);
    expect(groups.flatMap((g) => g.rows.map((r) => r.ruleset)).sort()).toEqual([...rulesetIds].sort());
    const family = ['three-row', 'wegs', 'fours', 'across', 'own'];
    groups.forEach((g, i) => expect(g.rows.map((r) => r.ruleset)).toEqual(catalog.filter((c) => c.family === family[i]).map((c) => c.id)));
  });

  it('rests every statement on a sentence of a source, in words with no identifier', () => {
    for (const g of groups) for (const r of g.rows) for (const m of MECHANICS) for (const item of r.cells[m.id]) {
      expect(isSourceClause(item.clause), `${r.ruleset} ${m.id}: ${item.clause}`).toBe(true);
      expect(leaksIn(item.text), `${r.ruleset} ${m.id}`).toEqual([]);
      expect(item.text).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('fills the board, route, end, next round and series of every game, and leaves empty only what a game has not', () => {
    for (const id of rulesetIds) for (const m of ['board', 'route', 'relay', 'last', 'extra', 'end', 'next', 'series'] as const) expect(row(id).cells[m].length, `${id} ${m}`).toBeGreaterThan(0);
    // Abalalà and Walker's Gabata take from a column and claim nothing; the claim games take nothing from a column.
    expect(cell('courlander-abalala', 'captures')).toMatch(/take them/);
    expect(cell('courlander-sulus-aidi', 'captures')).toMatch(/becomes your claim/);
    expect(cell('courlander-sulus-aidi', 'captures')).not.toMatch(/take/);
  });

  it('tells each game apart where the engine plays it apart', () => {
    expect(cell('courlander-abalala', 'board')).toBe('Three rows of six holes; each player owns nine. | Three beans a hole, 54 in all.');
    expect(cell('dlp-gabata-shoa-i', 'board')).toBe('Two rows of six holes; each player owns six. | Four counters a hole, 48 in all.');
    expect(cell('courlander-abalala', 'opening')).toMatch(/^A race .*until both stop/);
    expect(cell('walker-gabata', 'opening')).toMatch(/stops when one player does.*first to stop moves first/);
    expect(cell('courlander-sulus-nishtaw', 'opening')).toMatch(/^The players choose who moves first\. \| One set move by the first player\.$/);
    expect(cell('dlp-gabata-adowa', 'opening')).toBe('None. | The players choose who moves first.');
    expect(cell('dlp-abalalae', 'route')).toMatch(/^Each player's own route/);
    expect(cell('walker-gabata', 'route')).toBe('Anticlockwise round the board.');
    expect(cell('dlp-gabata-aksum', 'route')).toMatch(/leftmost hole/);
    expect(cell('courlander-abalala', 'extra')).toBe('After a take, the last bean is sown on.');
    expect(cell('courlander-sulus-nishtaw', 'extra')).toBe('After a take from a claim, the player moves again from any hole of his.');
    expect(cell('dlp-gabata-adowa', 'extra')).toMatch(/^None: when the play ends, the turn passes\.$/);
    expect(cell('courlander-abalala', 'end')).toMatch(/side left bare/);
    expect(cell('dlp-gabata-adowa', 'end')).toMatch(/^When every counter is in a wegue or taken, each takes his wegs\.$/);
    expect(cell('dlp-gabata-adowa', 'next')).toMatch(/^Each player fills holes three to a hole/);
  });

  it('follows the engine: a landing line sits under the mechanic its outcome is', () => {
    const nishtaw = row('courlander-sulus-nishtaw').cells;
    expect(nishtaw.captures.map((i) => i.clause)).toContain('courlander.sulus-nishtaw.take-two');
    expect(nishtaw.last.map((i) => i.clause)).toContain('courlander.sulus-nishtaw.play-ends');
    expect(nishtaw.relay.map((i) => i.clause)).toEqual(['courlander.abalala.relay']);
    // Gabata (Adegrat) relays through the hole after the last one, and its capture of the following hole ends the play.
    const adegrat = row('dlp-gabata-adegrat').cells;
    expect(cell('dlp-gabata-adegrat', 'relay')).toBe('A last counter in an occupied hole: the counters of the hole after it are lifted and sown on.');
    expect(adegrat.captures.map((i) => i.clause)).toEqual(['dlp-gabata-adegrat.capture']);
    expect(adegrat.last.map((i) => i.clause)).toEqual(['dlp-gabata-adegrat.next-empty']);
  });
});

describe('which games witness which', () => {
  it('names games of the catalog, and rests on the sentences of those games alone', () => {
    for (const k of kin) {
      const games = [k.game, ...k.witnesses];
      for (const c of k.cites) expect(games, `${k.game}: ${c}`).toContain(witnessOfClause(c)?.page);
      // Every game it names is cited.
      for (const g of games) expect(k.cites.some((c) => witnessOfClause(c)?.page === g), `${k.game}: ${g}`).toBe(true);
      expect(leaksIn(k.says)).toEqual([]);
    }
  });
});
