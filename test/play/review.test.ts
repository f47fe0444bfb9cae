import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../src/engine/index';
import { endLines } from '../../src/play/ending';
import { recentEntries } from '../../src/play/moves';
import { reviewBanner, toldEntries, toldHeading, viewedLine } from '../../src/play/review';
import { after, newSession } from '../../src/play/session';
import { setupSummary } from '../../src/play/summary';
import { turnLine } from '../../src/play/turn';
import { randomPlay } from './helpers';

// Walker's Gabata, seed 5: the opening, then south from G, north from g, south from B.
const s = randomPlay(newSession('walker-gabata'), mulberry32(5), 3);

describe('looking back at an earlier move, in words', () => {
  it('says which move the banner is over, numbered as the move list numbers them', () => {
    expect([0, 1, 2, 3, 4].map((k) => reviewBanner(s, k))).toEqual(['Viewing the start', 'Viewing the opening', 'Viewing move 1 of 3', 'Viewing move 2 of 3', 'Viewing move 3 of 3']);
  });

  it('tells in the turn line what the move viewed did and who was to move after it', () => {
    expect(viewedLine(s, 0, 'north')).toBe('The start, before any move. Then the opening.');
    expect(viewedLine(s, 1, 'north')).toBe('The opening (32 sown). Then south to move.');
    expect(viewedLine(s, 2, 'north')).toBe('Move 1 of 3: south from G (5 sown). Then north to move.');
    expect(viewedLine(s, 4, 'north')).toBe('Move 3 of 3: south from B (34 sown). Then north to move.');
    expect(turnLine(s, after(s), { computer: 'north', strength: 'random' }, 3)).toBe('Move 2 of 3: north from g (5 sown). Then south to move.');
  });

  it('tells how the game ended where the move viewed ended it', () => {
    const ended = randomPlay(newSession('dlp-gabata-shoa-i'), mulberry32(2), 3000);
    const line = viewedLine(ended, ended.at, 'north');
    expect(line).toMatch(/^Move (\d+) of \1: (south|north) (from \w+|passes)( \(\w+ sown\))?\. (South|North)(, the computer,| \(you\)) wins \d+ to \d+\.$/);
    expect(line.endsWith(endLines(ended, after(ended), 'north')!.result)).toBe(true);
  });

  it('tells the move viewed under "What happened", and the latest moves over the game as it stands', () => {
    expect(toldEntries(s, 3, 'north')).toEqual([2]);
    expect(toldEntries(s, 0, 'north')).toEqual([]);
    expect(toldEntries(s, null, 'north')).toEqual(recentEntries(s, 'north'));
    expect(toldHeading(s, null)).toBe('What just happened, and why');
    expect(toldHeading(s, 3)).toBe('What happened in move 2 of 3, and why');
    expect(toldHeading(s, 1)).toBe('What happened in the opening, and why');
  });
});

describe('the turn line over the game as it stands', () => {
  it('says whose turn it is, and when the computer is thinking', () => {
    // North is to move after south's third move.
    expect(turnLine(s, after(s), { computer: 'north', strength: 'random' })).toBe('The computer (north) is thinking…');
    expect(turnLine(s, after(s), { computer: 'south', strength: 'random' })).toBe('North to move (you).');
    expect(turnLine(s, after(s), { computer: null, strength: 'random' })).toBe('North to move.');
  });
});

describe('the set-up folded into one line', () => {
  it('names the ruleset, who plays and whether the readings are ours', () => {
    expect(setupSummary({ ruleset: 'courlander-abalala', options: {}, computer: 'A', strength: 'lookahead' })).toEqual({
      ruleset: "Courlander's Abalalà, 1943",
      players: 'you (B) against the computer (looks ahead)',
      readings: 'our readings',
    });
    const dlp = setupSummary({ ruleset: 'dlp-gabata-shoa-i', options: { observed: 'five-holes' }, computer: null, strength: 'random' });
    expect(dlp.players).toBe('two people at this screen');
    expect(dlp.readings).toBe('1 reading of your choice');
  });
});
