import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { playExample, readExample } from '../../src/examples/example';
import { buildSteps } from '../../src/widgets/steps';
import { describeMarks, holderMarks, keyEntries, marksIn, sowingMarks, trail } from '../../src/diagrams/marks';
import { createGame } from '../../src/engine/index';

const played = (id: string) => playExample(readExample(JSON.parse(readFileSync(`${process.cwd()}/content/examples/${id}.json`, 'utf8'))));
const eventsOf = (id: string) => {
  const p = played(id);
  return buildSteps(p, p.game.rules.notation).map((s) => s.event);
};

describe('the marks of a step', () => {
  const sowing = eventsOf('courlander-b-sows-from-hole-4');

  it('marks nothing before the first event', () => {
    expect(sowingMarks(sowing, 0)).toEqual({});
  });

  it('traces a sowing from its lift: the hole sown from, the holes sown in order, where the last bean fell', () => {
    expect(sowingMarks(sowing, 1)).toEqual({ from: 3, path: [3], last: null });
    expect(sowingMarks(sowing, 3)).toEqual({ from: 3, path: [3, 4, 5], last: 5 });
  });

  it('starts again from a relay: the hole lifted is the new hole sown from', () => {
    expect(sowingMarks(sowing, 5)).toEqual({ from: 6, path: [6], last: null });
    expect(sowingMarks(sowing, 7)).toEqual({ from: 6, path: [6, 7, 8], last: 8 });
  });

  it('marks a take: the holes emptied, how many, into whose store; the sowing that led to it stays marked', () => {
    const events = eventsOf('courlander-take-from-two-holes');
    const at = events.findIndex((e) => e?.type === 'take');
    const take = events[at]!;
    if (take.type !== 'take') throw new Error('a take');
    const marks = sowingMarks(events, at);
    expect(marks.taken).toEqual(take.from.map((p) => ({ ...p, by: 'B' })));
    expect(marks.from).toBe(8);
    expect(marks.last).toBe(0);
  });

  it('marks what a claim gives its holder (the DLP\'s weg)', () => {
    const events = eventsOf('dlp-take-from-weg');
    const marks = sowingMarks(events, 3);
    expect(marks.taken).toHaveLength(1);
    expect(marks.taken![0]!.by).toBe('south');
    expect(marks.taken![0]!.hole).toBe(1);
    // The turn's end still shows the sowing it ended.
    expect(sowingMarks(events, 4)).toMatchObject({ from: 0, last: 1 });
  });

  it('traces only the sowing of the player who acted in a race, not the other\'s beans falling at the same time', () => {
    const events = eventsOf('courlander-simultaneous-opening');
    expect(sowingMarks(events, 6)).toEqual({ from: 9, path: [9, 10, 11], last: 11 });
    expect(sowingMarks(events, 7)).toEqual({ from: 0, path: [0, 1, 2, 3], last: 3 });
  });
});

describe('the trail of a sowing', () => {
  it('links each hole to the next one round the board where the sowing went on', () => {
    expect(trail([3, 4, 5], 18)).toEqual([[3, 4], [4, 5]]);
    expect(trail([16, 17, 0, 1], 18)).toEqual([[16, 17], [17, 0], [0, 1]]);
  });

  it('draws a race\'s two sowings, listed together, as two chains', () => {
    expect(trail([0, 9, 1, 10, 2, 11], 18)).toEqual([[0, 1], [9, 10], [1, 2], [10, 11]]);
  });

  it('links nothing across a skipped hole, and each pair once when a sowing laps the board', () => {
    expect(trail([3, 5, 6], 18)).toEqual([[5, 6]]);
    const lap = [0, 1, 2, 3, 4, 0, 1];
    expect(trail(lap, 5)).toEqual([[0, 1], [1, 2], [2, 3], [3, 4], [4, 0]]);
  });

  it("follows each player's own route where the players have their own (the DLP's Abalala'e)", () => {
    const g = createGame('dlp-abalalae');
    const routes = [g.rules.route!.south!, g.rules.route!.north!];
    // South from F1 (5) into F2 (6), E2 (7); north from A2 (15) into B2 (16), C2 (17), D2 (8): the middle row both ways.
    expect(trail([5, 6, 7], 18, routes)).toEqual([[5, 6], [6, 7]]);
    expect(trail([15, 16, 17, 8], 18, routes)).toEqual([[15, 16], [16, 17], [17, 8]]);
    // Not the board's order: 8 is not followed by 9 on either route.
    expect(trail([8, 9], 18, routes)).toEqual([]);
  });
});

describe('the key', () => {
  it('lists only the marks a widget\'s events can show', () => {
    const sowing = played('courlander-b-sows-from-hole-4');
    expect(marksIn(sowing.events, false)).toEqual(['side-0', 'side-1', 'from', 'path', 'last']);
    expect(marksIn(played('courlander-take-from-two-holes').events, false)).toContain('taken');
    expect(marksIn(played('dlp-take-from-weg').events, true)).toEqual(['side-0', 'side-1', 'from', 'path', 'last', 'taken', 'claim']);
    expect(marksIn([], false)).toEqual(['side-0', 'side-1']);
  });

  it('names the marks with the game\'s own words: its players, its pieces, its claims', () => {
    const entries = keyEntries(['side-0', 'side-1', 'last', 'taken', 'claim', 'legal', 'differs'], { players: ['south', 'north'], one: 'counter', many: 'counters', noun: 'weg' });
    expect(entries.map((e) => e.text)).toEqual([
      'south\'s side and store',
      'north\'s side and store',
      'where the last counter fell',
      'counters taken to the store',
      'a weg, marked with its holder: S for south or N for north',
      'you may sow from here',
      'differs from the first lane',
    ]);
    expect(keyEntries(['claim', 'last'], { players: ['B', 'A'] }).map((e) => e.text)).toEqual(['a claim, marked with its holder: B or A', 'where the last bean fell']);
  });

  it('marks a holder by his one-letter name, else by his initial, else by his whole name', () => {
    expect(holderMarks(['B', 'A'])).toEqual({ B: 'B', A: 'A' });
    expect(holderMarks(['south', 'north'])).toEqual({ south: 'S', north: 'N' });
    expect(holderMarks(['north', 'nobody'])).toEqual({ north: 'north', nobody: 'nobody' });
    expect(keyEntries(['claim'], { players: ['north', 'nobody'], noun: 'weg' })[0]!.text).toBe('a weg, marked with its holder: north or nobody');
  });
});

describe('the marks in words', () => {
  const label = (h: number) => String(h + 1);

  it('says where the sowing went and where it ended', () => {
    expect(describeMarks({ from: 3, path: [3, 4, 5], last: 5 }, label)).toBe('Sown from hole 4 into holes 5 and 6; the last fell in hole 6.');
    expect(describeMarks({ from: 3, path: [3], last: null }, label)).toBe('Sown from hole 4.');
  });

  it('says what was taken and by whom, which holes may be played and which differ', () => {
    const said = describeMarks({ taken: [{ hole: 0, count: 2, by: 'B' }, { hole: 17, count: 3, by: 'B' }], legal: [0, 1, 2], differs: new Set([4]) }, label);
    expect(said).toBe('B takes 2 from hole 1 and 3 from hole 18 to his store. May sow from holes 1, 2 and 3. Differs from the first lane at hole 5.');
  });
});
