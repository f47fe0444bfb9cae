import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { playExample, readExample } from '../../src/examples/example';
import { applyEvents } from '../../src/engine/index';
import { ordinal } from '../../src/widgets/narrate';
import { formatHash, outOfRange, parseHash } from '../../src/widgets/permalink';
import { buildSteps } from '../../src/widgets/steps';
import { optionNames } from '../../src/widgets/stepper-data';

const example = readExample(JSON.parse(readFileSync(new URL('../../content/examples/courlander-b-sows-from-hole-4.json', import.meta.url), 'utf8')));
const played = playExample(example);
const steps = buildSteps(played, 'courlander');

describe('the steps of an example', () => {
  it('are the start and one step a (non-tick) event, each position the events so far applied', () => {
    expect(steps.length).toBe(played.events.length + 1);
    steps.forEach((s, i) => expect(s.state).toEqual(applyEvents(played.start, played.events.slice(0, i))));
  });

  it('tell each drop as the nth of the beans lifted, with what the hole now holds', () => {
    expect(steps.slice(1, 5).map((s) => s.narration)).toEqual([
      'B lifts the three beans in hole 4.',
      'B drops the first of three beans in hole 5, which now holds four.',
      'B drops the second of three beans in hole 6, which now holds four.',
      'B drops the third of three beans in hole 7, which now holds four.',
    ]);
  });

  it('mark the path of the current sowing', () => {
    expect(steps[4]!.path).toEqual([3, 4, 5, 6]);
    expect(steps[4]!.current).toBe(6);
  });

  it('name holes in the notation asked for', () => {
    expect(buildSteps(played, 'walker')[2]!.narration).toBe('B drops the first of three beans in hole E, which now holds four.');
  });

  it('skip race ticks, which change nothing', () => {
    const race = playExample({ ...example, record: { ruleset: 'walker-gabata', moves: [] } });
    const raceSteps = buildSteps(race, 'walker');
    const ticks = race.events.filter((e) => e.type === 'race-tick').length;
    expect(ticks).toBeGreaterThan(0);
    expect(raceSteps.length).toBe(race.events.length - ticks + 1);
  });
});

describe('ordinal', () => {
  it('spells the first twelve and numbers the rest', () => {
    expect([1, 3, 12, 13, 21, 22, 23, 111].map(ordinal)).toEqual(['first', 'third', 'twelfth', '13th', '21st', '22nd', '23rd', '111th']);
  });
});

describe('step permalinks', () => {
  const readings = { 'empty-hole-take': ['own-side', 'either-side'] };

  it('round-trip a place with readings', () => {
    const hash = formatHash('ex', { step: 12, options: { 'empty-hole-take': 'either-side' } });
    expect(hash).toBe('#example=ex&step=12&empty-hole-take=either-side');
    expect(parseHash(hash, 'ex', readings)).toEqual({ place: { step: 12, options: { 'empty-hole-take': 'either-side' } } });
  });

  it('are ignored by other examples', () => {
    expect(parseHash('#example=other&step=1', 'ex', readings)).toBeNull();
    expect(parseHash('', 'ex', readings)).toBeNull();
  });

  it('say what is wrong with a broken link', () => {
    expect(parseHash('#example=ex&step=-1', 'ex', readings)).toEqual({ error: 'The link\'s step "-1" is not a step number; showing the start.' });
    expect(parseHash('#example=ex', 'ex', readings)).toMatchObject({ error: expect.stringContaining('not a step number') });
    expect(parseHash('#example=ex&step=1&empty-hole-take=sideways', 'ex', readings, 'example', optionNames())).toMatchObject({ error: 'The link asks for a reading (“sideways”) this example does not offer for “A last bean in an empty hole on the opponent\'s side”; showing the start.' });
    expect(parseHash('#example=ex&step=1&race-end=first', 'ex', readings, 'example', optionNames())).toEqual({ error: 'The link asks about “How the race ends”, a question this example does not offer; showing the start.' });
    expect(parseHash('#example=ex&step=1&colour=red', 'ex', readings, 'example', optionNames())).toEqual({ error: 'The link names something (“colour”) this example does not know; showing the start.' });
    expect(outOfRange(9, 9)).toMatch(/has 9 steps \(0 to 8\)/);
    expect(outOfRange(8, 9)).toBeNull();
  });
});
