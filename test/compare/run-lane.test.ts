import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readExample } from '../../src/examples/example';
import { runLane } from '../../src/compare/lanes';

const load = (id: string) => readExample(JSON.parse(readFileSync(new URL(`../../content/examples/${id}.json`, import.meta.url), 'utf8')));

describe('a lane that cannot be played', () => {
  it('says in words which move its reading refuses, and why, instead of throwing', () => {
    // B's move from hole 4, which holds three: Sulus Nishtaw's variation forbids it once the game is under way.
    const run = runLane(load('courlander-b-sows-from-hole-4'), { label: 'Nishtaw, variation', ruleset: 'courlander-sulus-nishtaw', options: { 'no-move-from-three': true } });
    expect(run.played).toBeUndefined();
    expect(run.error).toBe('Under this reading the move from hole 4 cannot be played: under the variation no move starts from a hole of three once the game is in progress.');
  });

  it('names the move by its place where the example has several, in the lane\'s own notation, and blames the ruleset where its defaults refuse it', () => {
    const run = runLane(load('courlander-nishtaw-take-two'), { label: 'Walker', ruleset: 'walker-gabata' });
    expect(run.error).toBe('Under this ruleset the second move, from hole A, cannot be played: it is south\'s hole, not north\'s.');
  });

  it('plays the lanes that can be played', () => {
    const ex = load('courlander-b-sows-from-hole-4');
    expect(runLane(ex, { label: 'Nishtaw', ruleset: 'courlander-sulus-nishtaw' }).played?.game.rules.id).toBe('courlander-sulus-nishtaw');
    expect(runLane(ex, { label: 'own' }).error).toBeUndefined();
  });

  it('lets the other ruleset decide who begins where its rules do (Walker\'s race), rather than refusing the example', () => {
    const run = runLane(load('courlander-nishtaw-opening-by-a'), { label: 'Walker', ruleset: 'walker-gabata' });
    expect(run.error).toBeUndefined();
    expect(run.played!.events.some((e) => e.type === 'race-end')).toBe(true);
  });
});
