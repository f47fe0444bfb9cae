import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readExample } from '../../src/examples/example';
import { firstDivergence, playLane, stepEvents } from '../../src/compare/lanes';
import { comparisons, secondGameStart } from '../../src/compare/presets';

const load = (id: string) => readExample(JSON.parse(readFileSync(new URL(`../../content/examples/${id}.json`, import.meta.url), 'utf8')));

describe('lanes and the first divergence', () => {
  it('finds none between a reading and itself', () => {
    const ex = load('courlander-b-sows-from-hole-4');
    expect(firstDivergence([playLane(ex, { label: 'a' }), playLane(ex, { label: 'b' })])).toBeNull();
  });

  it('finds where Walker\'s rule 11 takes and Courlander ends the play: the last bean in empty 16, A\'s side', () => {
    const ex = load('courlander-play-ends-on-opponents-side');
    const lanes = [playLane(ex, { label: 'Courlander' }), playLane(ex, { label: 'Walker\'s reading', options: { 'empty-hole-take': 'either-side' } })];
    const d = firstDivergence(lanes)!;
    expect(d.events.map((e) => e?.type)).toEqual(['play-end', 'take']);
    expect(d.events[0]).toMatchObject({ clause: 'courlander.abalala.end-opponent-side', reading: 'empty-hole-take' });
    // Courlander takes on one's own side only: the take on A's side is Walker's rule 11, read into Abalalà.
    expect(d.events[1]).toMatchObject({ clause: 'walker.rule-11.capture', reading: 'empty-hole-take' });
    expect(stepEvents(lanes[0]!).slice(0, d.step - 1).map((e) => e.type)).toEqual(stepEvents(lanes[1]!).slice(0, d.step - 1).map((e) => e.type));
  });

  it('plays a Courlander record under Walker\'s rules, translating holes and players, and agrees until the rule differs', () => {
    const ex = load('courlander-play-ends-on-opponents-side');
    const walker = playLane(ex, { label: 'Walker', ruleset: 'walker-gabata' });
    expect(walker.game.rules.id).toBe('walker-gabata');
    expect(walker.moves[0]).toMatchObject({ label: 'I', player: 'south' });
    const d = firstDivergence([playLane(ex, { label: 'Courlander' }), walker])!;
    expect(d.events.map((e) => e?.type)).toEqual(['play-end', 'take']);
    expect(d.events[1]).toMatchObject({ clause: 'walker.rule-11.capture' });
  });

  it('finds the first different placement between two reloads of 23 pieces', () => {
    const ex = load('courlander-diagram-2-reload');
    const d = firstDivergence([playLane(ex, { label: 'Diagram 2' }), playLane(ex, { label: 'Footnote 3', options: { reload: 'footnote-3' } })])!;
    // Diagram 2 puts two in hole 7; footnote 3 puts three there.
    expect(d.events.map((e) => (e?.type === 'place' ? [e.hole + 1, e.count] : null))).toEqual([[7, 2], [7, 3]]);
  });
});

describe('the site\'s comparisons', () => {
  it.each(comparisons.map((c) => [c.id, c] as const))('%s plays every lane, and its lanes part somewhere', (_id, c) => {
    const example = typeof c.example === 'string' ? load(c.example) : c.example;
    const lanes = c.lanes.map((l) => playLane(example, l));
    expect(lanes).toHaveLength(c.lanes.length);
    const d = firstDivergence(lanes);
    expect(d, 'the lanes never differ').not.toBeNull();
    expect(d!.step).toBeGreaterThan(0);
  });

  it('shows the race of a second game part at the first finish: Walker stops, Courlander runs on', () => {
    const c = comparisons.find((x) => x.id === 'opening-race')!;
    const example = c.example as Exclude<typeof c.example, string>;
    const [courlander, walker] = c.lanes.map((l) => playLane(example, l));
    const finishes = (p: typeof courlander) => p!.events.filter((e) => e.type === 'race-finish').map((e) => (e.type === 'race-finish' ? e.player : ''));
    expect(finishes(courlander)).toHaveLength(2);
    expect(finishes(walker)).toHaveLength(1);
  });
});

describe('races from the sources\' set-ups', () => {
  it('are the same under Courlander\'s and Walker\'s readings: the boards are symmetrical and both finish at once', () => {
    const c = comparisons.find((x) => x.id === 'opening-race')!;
    for (const start of [undefined, secondGameStart]) {
      const example = { ...(c.example as Exclude<typeof c.example, string>), record: { ruleset: 'courlander-abalala', ...(start ? { start } : {}), moves: [] } };
      expect(firstDivergence(c.lanes.slice(0, 2).map((l) => playLane(example, l)))).toBeNull();
    }
  });
});
