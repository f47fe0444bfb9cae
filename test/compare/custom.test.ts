import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultChoice, formatChoice, makeLane, parseChoice, rulesetsFor, suggestLanes } from '../../src/compare/custom';
import { firstDivergence, playLane } from '../../src/compare/lanes';
import { readExample } from '../../src/examples/example';
// Every ruleset's rules and readings at hand, whichever test files ran before this one in its worker.
import '../../src/engine/index';

const dir = new URL('../../content/examples/', import.meta.url);
const examples = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => readExample(JSON.parse(readFileSync(new URL(f, dir), 'utf8'))));
const byId = (id: string) => examples.find((e) => e.id === id)!;

describe('a comparison the reader builds', () => {
  it('offers the rulesets of the same board for a game record, and only its own for a set-up', () => {
    expect(rulesetsFor(byId('courlander-b-sows-from-hole-4'))).toEqual(['courlander-abalala', 'courlander-sulus-aidi', 'courlander-sulus-nishtaw', 'walker-gabata', 'dlp-abalalae', 'dlp-gabata-adowa', 'dlp-gabata-aksum', 'dlp-selus-massawa', 'dlp-selus']);
    expect(rulesetsFor(byId('courlander-diagram-2-reload'))).toEqual(['courlander-abalala']);
    // Rab'e's 72 counters fit no other game of its board, nor theirs its own.
    expect(rulesetsFor(byId('dlp-rab-e-first-moves'))).toEqual(['dlp-rab-e']);
  });

  it('round-trips through the URL', () => {
    const choice = { example: 'courlander-b-sows-from-hole-4', lanes: [makeLane('courlander-abalala', {}), makeLane('walker-gabata', { 'empty-hole-take': 'own-side', 'skip-origin': true })] };
    expect(parseChoice(`#${formatChoice(choice)}`, examples)).toEqual({ choice });
  });

  it('names what is wrong with a broken link', () => {
    expect(parseChoice('#compare=custom&example=nope', examples)).toEqual({ error: 'The link names no example we have ("nope").' });
    expect(parseChoice('#compare=custom&example=courlander-b-sows-from-hole-4&lane=dlp-gabata-shoa-i&lane=courlander-abalala', examples)).toEqual({ error: 'The link\'s lane 1 asks for the DLP\'s Gabata (Shoa I), which this example cannot be played under.' });
    expect(parseChoice('#compare=custom&example=courlander-b-sows-from-hole-4&lane=courlander-abalala|race-end=sometimes&lane=courlander-abalala', examples)).toEqual({ error: 'The link\'s lane 1 asks for a reading of “How the race ends” (“sometimes”) that Courlander\'s Abalalà, 1943 does not offer.' });
    expect(parseChoice('#compare=custom&example=courlander-b-sows-from-hole-4&lane=courlander-abalala', examples)).toMatchObject({ error: expect.stringContaining('two to four lanes') });
    expect(parseChoice('#example=x&step=1', examples)).toBeNull();
  });
});

describe('the lanes a comparison opens on', () => {
  const sorted = [...examples].sort((a, b) => a.title.localeCompare(b.title));

  it('opens the custom page on lanes whose play parts', () => {
    const choice = defaultChoice(sorted);
    const example = byId(choice.example);
    expect(choice.lanes).toHaveLength(2);
    const d = firstDivergence(choice.lanes.map((l) => playLane(example, l)));
    expect(d, 'the default lanes never differ').not.toBeNull();
    // The page's first example, Walker's column capture, against Courlander's reading of rule 11 (no take on the opponent's side).
    expect(choice).toEqual({ example: 'walker-column-capture', lanes: [makeLane('walker-gabata', {}), makeLane('walker-gabata', { 'empty-hole-take': 'own-side' })] });
    // And the page's address round-trips it.
    expect(parseChoice(`#${formatChoice(choice)}`, examples)).toEqual({ choice });
  });

  it('suggests, for an example the reader picks, lanes that part from its own where any do: its readings first, then other rulesets', () => {
    expect(suggestLanes(byId('courlander-nishtaw-no-move-from-three'))).toEqual([makeLane('courlander-sulus-nishtaw', {}), makeLane('courlander-sulus-nishtaw', { 'no-move-from-three': true })]);
    expect(suggestLanes(byId('courlander-take-and-sow-on'), 3).map((l) => l.ruleset)).toEqual(['courlander-abalala', 'courlander-sulus-aidi', 'courlander-sulus-nishtaw']);
    for (const e of examples) {
      const lanes = suggestLanes(e);
      const distinct = new Set(lanes.map((l) => l.label)).size;
      if (distinct > 1) expect(firstDivergence(lanes.map((l) => playLane(e, l))), e.id).not.toBeNull();
    }
  });

  it('falls back on the example\'s own lane where nothing parts from it', () => {
    // A Sulus Nishtaw division: a set-up, played under its own ruleset only, and alike under every reading.
    const lanes = suggestLanes(byId('courlander-nishtaw-division-33'), 3);
    expect(lanes).toEqual([0, 1, 2].map(() => makeLane('courlander-sulus-nishtaw', {})));
  });
});
