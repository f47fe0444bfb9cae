import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allowedValues, isSourceClause, resolveOptions, rulesetIds, rulesets, type OptionId, type Ruleset } from '../../src/engine/index';
import { playExample, readExample, rulesetOfExample } from '../../src/examples/example';
import { cardData, type CardData } from '../../src/howto/data';
import { howToPlay, moot, PARTS, type Card } from '../../src/howto/card';
import { atDefaults, stepOf, witness } from '../../src/howto/witness';
import { clauseIndex } from '../../src/transcription/clause-index';
import { leaksIn } from '../words/identifiers';

/**
 * The how-to-play cards (src/howto/card.ts), made from the site's own content as the build makes
 * them: every ruleset has one; every line rests on a sentence that stands on a source page and that
 * the ruleset cites; every example it links belongs to the ruleset, is played at its defaults and
 * shows, at the step linked, the sentence the line rests on; every reading it names is one the
 * ruleset offers, at its default; and the words are ours, with no identifier in them.
 */
const dir = (d: string) => new URL(`../../content/${d}/`, import.meta.url);
const examples = readdirSync(dir('examples'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => readExample(JSON.parse(readFileSync(new URL(f, dir('examples')), 'utf8'))));
const sources = readdirSync(dir('sources'))
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => {
    const body = readFileSync(new URL(f, dir('sources')), 'utf8');
    const front = (k: string) => body.match(new RegExp(`^${k}: "?([^"\\n]*)"?$`, 'm'))?.[1];
    return { id: f.replace(/\.mdx$/, ''), body, data: { source: front('source')!, pages: front('pages') } };
  });
const index = clauseIndex(sources);
const cards = new Map(rulesetIds.map((id) => [id, howToPlay(witness(rulesets[id], examples))]));
const card = (id: string) => cards.get(id as (typeof rulesetIds)[number])!;

/** Every sentence a ruleset cites: its clauses, those it declares and implements, its readings' evidence, and the sentences its phrases stand in. */
function cites(r: Ruleset): Set<string> {
  const ids = new Set<string>([...Object.values(r.clauses), ...r.declares, ...r.implements]);
  for (const [id, spec] of Object.entries(r.readingSpecs.options)) {
    const chosen = r.readings[id as OptionId]?.default;
    for (const reading of spec.readings) if (reading.value === chosen) reading.evidence.forEach((c) => ids.add(c));
  }
  for (const f of Object.values(r.readingSpecs.fixedReadings)) f.evidence.forEach((c) => ids.add(c));
  for (const c of [...ids]) for (let p = c.lastIndexOf('.'); p > 0; p = c.lastIndexOf('.', p - 1)) ids.add(c.slice(0, p));
  return ids;
}

describe('every ruleset has a how-to-play card', () => {
  it('reads real content', () => {
    expect(examples.length).toBeGreaterThan(30);
    expect(index.size).toBeGreaterThan(150);
  });

  it('has a card, and a data entry, for every ruleset of the catalog', () => {
    expect(Object.keys(cardData).sort()).toEqual([...rulesetIds].sort());
    for (const id of rulesetIds) expect(card(id).ruleset).toBe(id);
  });

  it('tells each thing once: no two lines of a card alike', () => {
    for (const id of rulesetIds) {
      const told = card(id).lines.map((l) => `${l.topic}: ${l.text}`);
      expect(told.filter((t, i) => told.indexOf(t) !== i), id).toEqual([]);
    }
  });

  it('tells every part of the game, in the parts\' order', () => {
    const part = (t: string) => PARTS.findIndex((p) => (p.topics as readonly string[]).includes(t));
    for (const id of rulesetIds) {
      const topics = card(id).lines.map((l) => l.topic);
      for (const t of ['board', 'set-up', 'begins', 'move', 'landing', 'turns', 'end', 'winner']) expect(topics, `${id}: ${t}`).toContain(t);
      expect(topics.map(part), id).toEqual(topics.map(part).sort((a, b) => a - b));
    }
  });

  it('tells the landing rules in the ruleset\'s own order', () => {
    for (const id of rulesetIds) {
      const told = card(id).lines.filter((l) => l.topic === 'landing').map((l) => l.rule!);
      const declared = rulesets[id].landing.map((r) => r.name);
      expect(told.length, id).toBeGreaterThan(1);
      expect(told.map((r) => declared.indexOf(r)), id).toEqual(told.map((r) => declared.indexOf(r)).sort((a, b) => a - b));
    }
  });

  it('refuses a landing rule that no words describe, rather than leave it off the card', () => {
    const walker = rulesets['walker-gabata'];
    const unknown: Ruleset = { ...walker, landing: walker.landing.map((r) => (r.name === 'take' ? { ...r, name: 'no-such-rule' } : r)) };
    expect(() => howToPlay(witness(unknown, examples, 2))).toThrow(/No words for the landing rule "no-such-rule"/);
  });

  it('tells a pass where the rules have one, and a next round where a series has rounds', () => {
    expect(card('dlp-gabata-shoa-i').lines.some((l) => l.topic === 'pass')).toBe(true);
    expect(card('walker-gabata').lines.some((l) => l.topic === 'pass')).toBe(false);
    expect(card('dlp-abalalae').lines.find((l) => l.topic === 'next')!.text).toMatch(/^If both players still hold counters, the next round/);
    expect(card('courlander-abalala').lines.find((l) => l.topic === 'next')!.text).toMatch(/^If both players still hold beans, the next game/);
  });
});

describe('each line rests on a sentence the ruleset cites', () => {
  it('cites a sentence that stands on a source page', () => {
    for (const [id, c] of cards) {
      for (const l of c.lines) {
        expect(isSourceClause(l.clause), `${id}: ${l.clause}`).toBe(true);
        expect(index.get(l.clause), `${id}: ${l.clause} on no source page`).toBeDefined();
      }
    }
  });

  it('cites only sentences the ruleset itself cites', () => {
    for (const [id, c] of cards) {
      const cited = cites(rulesets[id]);
      for (const l of c.lines) expect(cited.has(l.clause), `${id} ${l.topic}: ${l.clause}`).toBe(true);
    }
  });

  it('rests on the sentences the engine cites for the same steps', () => {
    const line = (id: string, rule: string) => card(id).lines.find((l) => l.rule === rule)!;
    expect(line('courlander-abalala', 'take').clause).toBe('courlander.abalala.take');
    expect(line('walker-gabata', 'take').clause).toBe('walker.rule-11.capture');
    expect(line('dlp-gabata-shoa-i', 'claim').clause).toBe('dlp.weg');
    expect(card('dlp-gabata-shoa-i').lines.find((l) => l.topic === 'pass')!.clause).toBe('dlp.pass');
    expect(card('walker-gabata').lines.find((l) => l.topic === 'winner')!.clause).toBe('walker.rule-15');
    // A line on our reading alone rests on the sentence the reading rests on: Sulus Aidi breaks off there.
    expect(line('courlander-sulus-aidi', 'empty-hole')).toMatchObject({ clause: 'courlander.sulus-aidi.lacuna', readings: [{ id: 'aidi-empty-landing', value: 'ends' }] });
  });
});

describe('each line links a worked example that shows it', () => {
  const byId = new Map(examples.map((e) => [e.id, e]));

  it('links examples that exist, belong to the ruleset and are played at its defaults', () => {
    let linked = 0;
    for (const [id, c] of cards) {
      for (const l of c.lines.filter((x) => x.example)) {
        const e = byId.get(l.example!.example);
        expect(e, `${id}: ${l.example!.example}`).toBeDefined();
        expect(rulesetOfExample(e!)).toBe(id);
        expect(atDefaults(e!, rulesets[id])).toBe(true);
        linked++;
      }
      expect(c.example && byId.has(c.example), `${id}: the example to step through`).toBe(true);
    }
    expect(linked).toBeGreaterThan(50);
  });

  it('links the step that shows the sentence the line rests on (the start, for the board and the set-up)', () => {
    for (const [id, c] of cards) {
      for (const l of c.lines.filter((x) => x.example)) {
        const played = playExample(byId.get(l.example!.example)!);
        const steps = stepOf(played.events, played.events.length - 1) + 1;
        expect(l.example!.step, `${id} ${l.topic}`).toBeLessThan(steps);
        if (l.topic === 'board' || l.topic === 'set-up') {
          expect(l.example!.step).toBe(0);
          expect(played.moves[0]!.label).toBe('opening');
          continue;
        }
        const event = played.events.find((_, i) => stepOf(played.events, i) === l.example!.step && played.events[i]!.type !== 'race-tick')!;
        const override = l.rule ? (cardData[id] as CardData).landing?.[l.rule] : undefined;
        if (override === l.clause) expect(rulesets[id].landing.some((r) => r.name === l.rule)).toBe(true);
        // A line that rests on one of our readings (the wegue games' first player) links the step citing that reading.
        else if (!(event.clause.startsWith('reading.') && l.readings.some((r) => `reading.${r.id}` === event.clause))) {
          expect(event.clause, `${id} ${l.topic} at step ${l.example!.step}`).toBe(l.clause);
        }
      }
    }
  });
});

describe('where the sources are silent or disagree, a line names the reading it follows', () => {
  it('names options the ruleset offers, at its defaults, and fixed readings it carries', () => {
    for (const [id, c] of cards) {
      const r = rulesets[id];
      const defaults = resolveOptions(r);
      for (const l of c.lines) {
        for (const reading of l.readings) {
          if (reading.value === undefined) expect(r.readingSpecs.fixedReadings[reading.id], `${id}: ${reading.id}`).toBeDefined();
          else {
            expect(Object.hasOwn(r.readings, reading.id), `${id}: ${reading.id}`).toBe(true);
            expect(reading.value).toBe(defaults[reading.id as OptionId]);
          }
        }
      }
    }
  });

  it('names every option a ruleset offers somewhere on its card, unless it makes no difference at the defaults', () => {
    for (const [id, c] of cards) {
      const named = new Set(c.lines.flatMap((l) => l.readings.map((r) => r.id)));
      const missing = Object.keys(rulesets[id].readings).filter((o) => !named.has(o) && !moot(rulesets[id], o));
      expect(missing, id).toEqual([]);
    }
    expect(moot(rulesets['courlander-abalala'], 'race-leftover')).toBe(true);
    expect(moot(rulesets['walker-gabata'], 'race-leftover')).toBe(false);
  });

  it('follows the defaults: a ruleset played by another reading gets other words', () => {
    const walker = rulesets['walker-gabata'];
    const take = (r: Ruleset) => howToPlay(witness(r, examples, 4)).lines.find((l) => l.rule === 'take')!;
    expect(take(walker).text).toMatch(/^Into an empty hole on either side/);
    const ownSide: Ruleset = { ...walker, readings: { ...walker.readings, 'empty-hole-take': { default: 'own-side', why: 'a test' } } };
    expect(take(ownSide)).toMatchObject({ readings: [{ id: 'empty-hole-take', value: 'own-side' }] });
    expect(take(ownSide).text).toMatch(/^Into an empty hole on your own side/);
    for (const value of allowedValues(walker, 'race-end')) {
      const r: Ruleset = { ...walker, readings: { ...walker.readings, 'race-end': { default: value as never, why: 'a test' } } };
      const opening = howToPlay(witness(r, examples, 2)).lines.find((l) => l.topic === 'opening')!;
      expect(opening.text).toMatch(value === 'first-finish' ? /stops as soon as one player's last piece drops/ : /over when both last pieces have fallen/);
    }
  });
});

describe('the words are ours', () => {
  const texts = (c: Card) => [c.landingLead, ...c.lines.map((l) => l.text)];

  it('hold no identifier', () => {
    for (const [id, c] of cards) for (const t of texts(c)) expect(leaksIn(t), `${id}: ${t}`).toEqual([]);
  });

  it('quote no run of eight words of any source sentence (a board of "three rows of six holes" is a fact, not a quotation)', () => {
    const words = (s: string) => s.toLowerCase().replace(/[^a-z0-9' ]+/g, ' ').split(/\s+/).filter(Boolean);
    const runs = new Set([...index.values()].flatMap((q) => {
      const w = words(q.text);
      return w.slice(0, Math.max(0, w.length - 7)).map((_, i) => w.slice(i, i + 8).join(' '));
    }));
    for (const [id, c] of cards) {
      for (const t of texts(c)) {
        const w = words(t);
        const quoted = w.slice(0, Math.max(0, w.length - 7)).map((_, i) => w.slice(i, i + 8).join(' ')).filter((run) => runs.has(run));
        expect(quoted, `${id}: ${t}`).toEqual([]);
      }
    }
  });

  it('speak in each source\'s own words for the players and the pieces', () => {
    expect(card('courlander-abalala').lines[0]!.text).toMatch(/^Two players, B and A, sit on either side of three rows of six holes\. Each owns the row nearest him and the half of the middle row on his right: nine holes each\.$/);
    expect(card('dlp-gabata-shoa-i').lines[0]!.text).toBe('Two players, south and north, sit on either side of two rows of six holes. Each owns the row nearest him: six holes each.');
    expect(card('walker-gabata').lines[1]!.text).toBe('Put three pieces in every hole: 54 in all.');
    expect(card('dlp-abalalae').lines.find((l) => l.topic === 'move')!.text).toMatch(/along your own route: your nearest row left to right, the middle row right to left and the far row left to right/);
    expect(card('dlp-gabata-shoa-i').lines.find((l) => l.rule === 'claim')!.text).toMatch(/becomes your weg/);
  });
});
