import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { ABSENT, compareHref, matrixGroups, rulesMatrix, type MatrixRow } from '../../src/compare/matrix';
import { comparisons } from '../../src/compare/presets';
import { readExample } from '../../src/examples/example';
import { clauses, isSourceClause, optionSpecs, type OptionId, type OptionSpec, rulesetIds, rulesets } from '../../src/engine/index';
import { boardLabel, landingRuleLabel, notationLabel, rulesetLabel, sourceLabel, valueLabel } from '../../src/words/labels';

const examplesDir = new URL('../../content/examples/', import.meta.url);
const examples = readdirSync(examplesDir).filter((f) => f.endsWith('.json')).map((f) => readExample(JSON.parse(readFileSync(new URL(f, examplesDir), 'utf8'))));
const matrix = rulesMatrix(examples);
const rowOf = (id: string): MatrixRow => {
  const row = matrix.rows.find((r) => r.id === id);
  if (!row) throw new Error(`no row "${id}"`);
  return row;
};
const optionIds = Object.keys(optionSpecs) as OptionId[];
const optionRows = matrix.rows.filter((r) => r.kind === 'option');

describe('the rules matrix: columns and rows', () => {
  it('has one column per ruleset, in the engine\'s order, titled by game and source', () => {
    expect(matrix.columns.map((c) => c.id)).toEqual(rulesetIds);
    for (const c of matrix.columns) expect(c.game).toBe(rulesets[c.id].game);
    expect(matrix.columns.map((c) => c.title)).toEqual(rulesetIds.map((id) => rulesetLabel(id)));
    expect(matrix.columns.find((c) => c.id === 'walker-gabata')!.title).toBe("Walker's Gabata, 2011");
  });

  it('has one row per option of optionSpecs, in order, and unique row ids', () => {
    expect(optionRows.map((r) => r.id)).toEqual(optionIds);
    const ids = matrix.rows.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every row a cell for every ruleset', () => {
    for (const row of matrix.rows) expect(Object.keys(row.cells).sort()).toEqual([...rulesetIds].sort());
  });
});

describe('option rows follow the rulesets\' readings', () => {
  it('shows every option of every ruleset with that ruleset\'s default, its allowed values and its why', () => {
    let seen = 0;
    for (const rid of rulesetIds) {
      for (const [id, reading] of Object.entries(rulesets[rid].readings)) {
        const c = rowOf(id).cells[rid];
        expect(c.present, `${rid} ${id}`).toBe(true);
        expect(c.key, `${rid} ${id}`).toBe(String(reading.default));
        expect(c.value, `${rid} ${id}`).toBe(valueLabel(id, reading.default));
        expect(c.why).toBe(reading.why);
        const allowed = reading.values ?? (optionSpecs[id as OptionId] as OptionSpec).readings.map((v) => v.value);
        expect(c.allowed).toEqual(allowed.map((v) => valueLabel(id, v)));
        seen++;
      }
    }
    expect(seen).toBe(optionRows.flatMap((r) => Object.values(r.cells)).filter((c) => c.present).length);
  });

  it('shows none where a ruleset does not offer the option', () => {
    for (const row of optionRows) {
      for (const rid of rulesetIds) {
        if (Object.hasOwn(rulesets[rid].readings, row.id)) continue;
        expect(row.cells[rid], `${rid} ${row.id}`).toEqual({ present: false, value: ABSENT, key: ABSENT, evidence: [] });
      }
    }
    expect(rowOf('race-end').cells['dlp-gabata-shoa-i'].value).toBe('not offered');
    expect(rowOf('observed').cells['courlander-abalala'].present).toBe(false);
  });

  it('cites the default reading\'s evidence from the ruleset\'s own source, naming the others, and only real source clauses', () => {
    for (const row of optionRows) {
      const spec = optionSpecs[row.id as OptionId] as OptionSpec;
      for (const rid of rulesetIds) {
        const reading = rulesets[rid].readings[row.id as OptionId];
        if (!reading) continue;
        const chosen = spec.readings.find((v) => v.value === reading.default)!;
        const mine = sourceLabel(rulesets[rid].source.id);
        const from = (id: string) => sourceLabel(clauses[id as keyof typeof clauses].source as Parameters<typeof sourceLabel>[0]);
        expect(row.cells[rid].evidence).toEqual(chosen.evidence.filter((id) => from(id) === mine));
        const others = [...new Set(chosen.evidence.map(from).filter((w) => w !== mine))];
        expect(row.cells[rid].borrowed ?? []).toEqual(others);
        expect(row.cells[rid].otherEvidence).toBe(chosen.otherEvidence);
      }
    }
    for (const row of matrix.rows) {
      for (const c of Object.values(row.cells)) for (const id of c.evidence) expect(isSourceClause(id), `${row.id}: ${id}`).toBe(true);
    }
  });

  it('marks a row as differing exactly when the rulesets that offer it have more than one default', () => {
    for (const row of optionRows) {
      const defaults = rulesetIds.flatMap((rid) => {
        const r = rulesets[rid].readings[row.id as OptionId];
        return r ? [r.default] : [];
      });
      expect(row.differs, row.id).toBe(new Set(defaults).size > 1);
    }
  });

  it('links every option row to a comparison that runs it: the site\'s own, or one the reader can run', () => {
    for (const row of optionRows) {
      expect(row.compareHref).toBe(compareHref(row.id as OptionId, examples));
      const preset = comparisons.find((c) => c.options.includes(row.id));
      if (preset) expect(row.compareHref).toBe(`/compare/${preset.id}/`);
      else expect(row.compareHref, row.id).toMatch(new RegExp(`^/compare/custom/#compare=custom&example=[a-z0-9-]+&lane=[a-z-]+&lane=[a-z-]+%7C${row.id}%3D`));
    }
    expect(compareHref('reload')).toBe('/compare/reload-23/');
    expect(matrix.rows.filter((r) => r.kind !== 'option').every((r) => r.compareHref === undefined)).toBe(true);
  });
});

describe('spot checks against the sources', () => {
  it('race-end differs: Courlander\'s both-finish against Walker\'s first-finish (rule 7)', () => {
    const row = rowOf('race-end');
    expect(row.differs).toBe(true);
    expect(row.label).toBe('How the race ends');
    expect(row.cells['courlander-abalala'].value).toBe('when both players have sown into an empty hole');
    expect(row.cells['walker-gabata'].value).toBe('as soon as one player sows into an empty hole');
    expect(row.cells['courlander-abalala'].evidence).toContain('courlander.abalala.race-end');
    expect(row.cells['walker-gabata'].evidence).toEqual(['walker.rule-7']);
  });

  it('skip-origin does not differ: every ruleset offers it, none skips', () => {
    const row = rowOf('skip-origin');
    expect(row.differs).toBe(false);
    for (const rid of rulesetIds) {
      expect(row.cells[rid]).toMatchObject({ present: true, key: 'false', value: 'every hole gets a bean, the emptied one too', evidence: [] });
      expect(row.cells[rid].allowed).toEqual(['every hole gets a bean, the emptied one too', 'the emptied hole is passed over']);
    }
  });

  it('empty-hole-take: Courlander own-side, Walker either-side (rule 11)', () => {
    const row = rowOf('empty-hole-take');
    expect(row.differs).toBe(true);
    expect(row.cells['courlander-abalala'].key).toBe('own-side');
    expect(row.cells['walker-gabata'].evidence).toEqual(['walker.rule-11']);
    expect(row.cells['courlander-sulus-aidi'].present).toBe(false);
  });

  it('next-round-first shows Walker\'s narrower choice of values', () => {
    const row = rowOf('next-round-first');
    expect(row.cells['walker-gabata'].allowed).toEqual(['the player with fewer counters', 'the player with more counters']);
    expect(row.cells['dlp-gabata-shoa-i'].allowed).toEqual(['lots are drawn again', 'the player with fewer counters', 'the player with more counters']);
    expect(row.differs).toBe(true);
  });
});

describe('structural rows follow the declarations', () => {
  it('board: each ruleset\'s board under its defaults, which differs (three rows against two)', () => {
    const row = rowOf('board');
    expect(row.differs).toBe(true);
    for (const rid of rulesetIds) {
      const r = rulesets[rid];
      const options = Object.fromEntries(Object.entries(r.readings).map(([k, v]) => [k, v.default]));
      const b = r.board(options);
      expect(row.cells[rid].value).toBe(boardLabel(b));
      expect(row.cells[rid].detail).toContain(`${b.size} holes`);
    }
    expect(row.cells['courlander-abalala'].value).toBe('three rows of six holes');
    expect(row.cells['walker-gabata'].detail).toContain('18 holes');
    expect(row.cells['dlp-gabata-shoa-i'].value).toBe('two rows of six holes');
    expect(row.cells['dlp-gabata-shoa-i'].detail).toContain('12 holes');
  });

  it('pieces: per hole and in all, from beansPerHole and the board', () => {
    const row = rowOf('pieces');
    for (const rid of rulesetIds) {
      const r = rulesets[rid];
      const options = Object.fromEntries(Object.entries(r.readings).map(([k, v]) => [k, v.default]));
      const per = r.beansPerHole(options);
      expect(row.cells[rid].value).toMatch(new RegExp(`^[a-z]+ (bean|piece|counter)s a hole$`));
      expect(row.cells[rid].detail).toMatch(new RegExp(`^${per * r.board(options).size} (bean|piece|counter)s in all$`));
    }
    expect(row.cells['courlander-abalala']).toMatchObject({ value: 'three beans a hole', detail: '54 beans in all' });
    expect(row.cells['walker-gabata']).toMatchObject({ value: 'three pieces a hole', detail: '54 pieces in all' });
    expect(row.cells['dlp-gabata-shoa-i']).toMatchObject({ value: 'four counters a hole', detail: '48 counters in all' });
    expect(row.differs).toBe(true);
  });

  it('players, notation, opening and landing rules are the rulesets\' own', () => {
    for (const rid of rulesetIds) {
      const r = rulesets[rid];
      expect(rowOf('players').cells[rid].value).toBe(`${r.players[0]} below, ${r.players[1]} above`);
      expect(rowOf('notation').cells[rid].value).toBe(notationLabel(r.notation));
      expect(rowOf('opening').cells[rid].value).toBe(r.opening.name);
      expect(rowOf('landing').cells[rid].items).toEqual(r.landing.map((l) => landingRuleLabel(l.name, { 'walker-gabata': 'piece', 'dlp-gabata-shoa-i': 'counter', 'dlp-abalalae': 'counter', 'dlp-gabata-adowa': 'counter', 'dlp-gabata-aksum': 'counter', 'dlp-selus-massawa': 'counter', 'dlp-selus': 'counter', 'dlp-rab-e': 'counter', 'dlp-tuz': 'counter', 'dlp-gabata-shoa-and-adegrat': 'counter', 'dlp-qelat': 'counter', 'dlp-awagagae': 'counter', 'dlp-rio-kadalis': 'counter', 'dlp-mewelad': 'counter', 'dlp-gabata-ghinda': 'counter', 'dlp-hufesay': 'counter', 'dlp-gabata-ansaba': 'counter', 'dlp-jimafesosh': 'counter', 'dlp-mewegae': 'counter', 'dlp-gabata-adegrat': 'counter', 'dlp-leyla': 'counter', 'dlp-gabata-oromo': 'counter', 'dlp-gabata-wuqro': 'counter', 'dlp-lamosh': 'counter', 'dlp-lam-waladach': 'counter' }[rid as string] ?? 'bean')));
    }
    expect(rowOf('players').cells['courlander-abalala'].value).toBe('B below, A above');
    expect(rowOf('notation').cells['walker-gabata'].value).toBe("Walker's letters");
    expect(rowOf('landing').cells['walker-gabata'].items).toEqual([
      'A last piece in an occupied hole: its pieces are lifted and sown on',
      "A last piece in an empty hole takes the opponent's pieces in its column, and the sowing goes on",
      "A last piece in an empty hole on the opponent's side ends the play",
      'A last piece in an empty hole with nothing to take ends the play',
    ]);
    expect(rowOf('landing').cells['dlp-gabata-shoa-i'].items).toContain('A last counter that makes three into four claims the hole');
  });

  it('who begins: the clause of firstChoice, or the rules decide', () => {
    for (const rid of rulesetIds) {
      const r = rulesets[rid];
      const options = Object.fromEntries(Object.entries(r.readings).map(([k, v]) => [k, v.default]));
      const choice = r.firstChoice(options);
      // A choice our reading gives (the text silent on who begins) cites no sentence of the source.
      expect(rowOf('first').cells[rid].evidence).toEqual(choice && !choice.clause.startsWith('reading.') ? [choice.clause] : []);
    }
    expect(rowOf('first').cells['walker-gabata'].value).toBe('decided by the rules');
  });

  it('observed rulesets: only the DLP\'s, each with the board it gives', () => {
    const row = rowOf('observed-boards');
    expect(row.cells['dlp-gabata-shoa-i'].items).toEqual([
      'Gabata I: two rows of six holes, four counters a hole',
      'five holes a row: two rows of five holes, four counters a hole',
      'seven holes a row: two rows of seven holes, four counters a hole',
      'Gabata 3, with its stylised opening: two rows of six holes, four counters a hole',
    ]);
    for (const rid of rulesetIds) expect(row.cells[rid].present).toBe(Object.hasOwn(rulesets[rid].readings, 'observed'));
    expect(row.differs).toBe(false);
  });

  it('the clause rows list the declaration\'s clauses', () => {
    for (const rid of rulesetIds) {
      const r = rulesets[rid];
      expect(rowOf('declares').cells[rid].evidence).toEqual([...new Set(r.declares)]);
      expect(rowOf('clauses').cells[rid].evidence).toEqual([...new Set([r.clauses.move, r.clauses.sow, r.clauses.relay, r.clauses.turns])]);
    }
  });
});

describe('the matrix in parts, in words, each column its own source\'s', () => {
  it('keeps the rules apart from how the sources name things, and from the sentences', () => {
    const group = (g: string) => matrix.rows.filter((r) => r.group === g).map((r) => r.id);
    expect(matrixGroups.map((g) => g.id)).toEqual(['rules', 'readings', 'names', 'sentences']);
    expect(group('rules')).toEqual(['board', 'pieces', 'opening', 'first', 'landing', 'observed-boards']);
    expect(group('names')).toEqual(['players', 'notation']);
    expect(group('sentences')).toEqual(['clauses', 'declares']);
    expect(group('readings')).toEqual(optionIds);
    // Only rules and readings are marked where they differ: names and sentences differ by nature.
    expect(matrixGroups.filter((g) => g.marks).map((g) => g.id)).toEqual(['rules', 'readings']);
  });

  it('says every cell in words: no dash, no bare number', () => {
    expect(ABSENT).toBe('not offered');
    for (const row of matrix.rows) {
      for (const c of Object.values(row.cells)) {
        for (const words of [c.value, ...(c.items ?? [])]) {
          expect(words, row.id).not.toMatch(/^[\s\d—–-]*$/);
          expect(words, row.id).not.toMatch(/\b\d+ per hole\b/);
        }
      }
    }
  });

  it('lists in each ruleset\'s column only its own source\'s sentences: no Walker sentence in a Courlander column', () => {
    for (const row of matrix.rows) {
      for (const rid of rulesetIds) {
        const mine = sourceLabel(rulesets[rid].source.id);
        for (const id of row.cells[rid].evidence) {
          expect(sourceLabel(clauses[id as keyof typeof clauses].source as Parameters<typeof sourceLabel>[0]), `${row.id}, ${rid}: ${id}`).toBe(mine);
        }
      }
    }
    // Walker's reading of when an emptied side ends the game is Courlander's and the DLP's Abalala'e's too: only rule 14 is cited in Walker's column.
    expect(rowOf('vacated-check').cells['walker-gabata']).toMatchObject({ evidence: ['walker.rule-14'], borrowed: ['Courlander', "DLP, Abalala'e"] });
    expect(rowOf('claim-side').cells['dlp-gabata-shoa-i'].evidence).toEqual(['dlp.weg']);
    expect(rowOf('claim-side').cells['courlander-sulus-aidi'].evidence).toEqual(['courlander.sulus-aidi.objective', 'courlander.sulus-aidi.claim']);
  });
});
