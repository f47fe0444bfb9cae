import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firstDivergence, runLane } from '../../src/compare/lanes';
import { nishtawWays, witnesses } from '../../src/compare/nishtaw-ways';
import { laneOutcome } from '../../src/compare/outcome';
import { comparisons } from '../../src/compare/presets';
import { holeLabel, rulesetIds } from '../../src/engine/index';
import { readExample, type Played } from '../../src/examples/example';
import { count } from '../../src/widgets/narrate';

/** Sulus Nishtaw as each of its witnesses records it (issue 27): what the engine plays in each lane. */
const load = (id: string) => readExample(JSON.parse(readFileSync(new URL(`../../content/examples/${id}.json`, import.meta.url), 'utf8')));
const run = (id: string) => {
  const c = nishtawWays.find((x) => x.id === id)!;
  const example = typeof c.example === 'string' ? load(c.example) : c.example;
  return c.lanes.map((l) => runLane(example, l));
};
/** The lanes of Courlander's game and of the two wegue games, by ruleset, whatever other witness joins them. */
const three = (id: string) => {
  const runs = run(id);
  const of = (r: string) => runs[witnesses.findIndex((l) => (l.ruleset ?? 'courlander-sulus-nishtaw') === r)]!;
  return [of('courlander-sulus-nishtaw'), of('dlp-gabata-adowa'), of('dlp-gabata-aksum')];
};
const ludii = (p: Played, h: number) => holeLabel(p.game.board, 'ludii', h);

describe('Sulus Nishtaw, one lane a witness', () => {
  it('runs among the site\'s comparisons, a lane for Courlander\'s game and each DLP game of its rules, counted in the title', () => {
    expect(witnesses.map((l) => l.ruleset ?? 'courlander-sulus-nishtaw').slice(0, 3)).toEqual(['courlander-sulus-nishtaw', 'dlp-gabata-adowa', 'dlp-gabata-aksum']);
    for (const l of witnesses) if (l.ruleset) expect(rulesetIds).toContain(l.ruleset);
    for (const c of nishtawWays) {
      expect(comparisons).toContain(c);
      expect(c.title.startsWith(`Sulus Nishtaw ${count(witnesses.length)} ways: `)).toBe(true);
      expect(c.lanes).toHaveLength(witnesses.length);
    }
  });

  it("a hole made four, the opponent's last: Courlander's becomes a claim and ends the game; the DLP's take three from it", () => {
    const lanes = three('nishtaw-claim').map((r) => r.played!);
    const d = firstDivergence(lanes)!;
    expect(d.events.map((e) => (e && 'hole' in e ? `${e.type} ${ludii(lanes[0]!, e.hole)}${'count' in e ? `:${e.count}` : ''}` : e?.type))).toEqual(['claim E3', 'claim-take E3:3', 'claim-take E3:3']);
    expect(lanes[0]!.final.status).toBe('game-over');
    for (const p of lanes.slice(1)) {
      expect(p.final.status).toBe('playing');
      expect(laneOutcome(p)).toBe('South took three counters; north to move; stores: south 10, north 6');
    }
  });

  it('a last bean in the opponent\'s claim takes two in every lane; only Courlander\'s player moves again', () => {
    const lanes = three('nishtaw-take').map((r) => r.played!);
    for (const p of lanes) expect(p.events.filter((e) => e.type === 'claim-take').map((e) => ('count' in e ? e.count : 0))).toEqual([2]);
    const d = firstDivergence(lanes)!;
    expect(d.events.map((e) => (e?.type === 'turn-end' ? e.next : e?.type))).toEqual(['B', 'north', 'north']);
    expect(lanes.map((p) => laneOutcome(p))).toEqual([
      'B took two beans and moves again; stores: B 27, A 18',
      'South took two counters; north to move; stores: south 27, north 18',
      'South took two counters; north to move; stores: south 27, north 18',
    ]);
  });

  it('the next round for 29 against 25: Courlander\'s winner keeps a hole of two, the DLP\'s makes it three with the other\'s counter', () => {
    const lanes = three('nishtaw-next-round').map((r) => r.played!);
    expect(laneOutcome(lanes[0]!)).toBe('B has 29 beans in 10 holes (3, 3, 3, 3, 3, 3, 3, 3, 3, 2), A 24 beans in 8 holes (3, 3, 3, 3, 3, 3, 3, 3); A keeps one bean as winnings');
    for (const p of lanes.slice(1)) expect(laneOutcome(p)).toBe('South has 30 counters in 10 holes (3, 3, 3, 3, 3, 3, 3, 3, 3, 3), north 24 counters in 8 holes (3, 3, 3, 3, 3, 3, 3, 3); no counter is kept aside');
    expect(firstDivergence(lanes)!.step).toBe(1);
  });
});
