import { describe, expect, it } from 'vitest';
// The registry: every ruleset's rules present, as a page has them once loaded.
import '../../src/engine/index';
import { countAt, countWords, placeName, setCount, step } from '../../src/lab/edit';
import { emptiedPosition, standardPosition } from '../../src/lab/position';

const start = standardPosition('courlander-abalala');

describe('editing the lab’s position a place at a time', () => {
  it('sets, raises and lowers a hole or a store, never below none', () => {
    const p = setCount(start, { hole: 3 }, 7);
    expect(p.holes.slice(0, 5)).toEqual([3, 3, 3, 7, 3]);
    expect(countAt(p, { hole: 3 })).toBe(7);
    expect(step(p, { hole: 3 }, -1).holes[3]).toBe(6);
    expect(step(p, { store: 1 }, 1).stores).toEqual([0, 1]);
    expect(step(start, { store: 0 }, -1).stores).toEqual([0, 0]);
    // A field left empty counts as none: + gives one.
    expect(step(setCount(start, { hole: 0 }, NaN), { hole: 0 }, 1).holes[0]).toBe(1);
    // The position given is not changed.
    expect(start.holes[3]).toBe(3);
  });

  it('names a place as the reader knows it', () => {
    expect(placeName(start, { hole: 3 })).toBe("hole 4, B's");
    expect(placeName(start, { hole: 12 })).toBe("hole 13, A's");
    expect(placeName(start, { store: 1 })).toBe("A's store");
    expect(placeName(standardPosition('walker-gabata'), { hole: 0 })).toBe("hole A, south's");
  });

  it('counts what the board holds, with the rule where the game has one', () => {
    expect(countWords(start)).toBe("The holes hold 54 beans and the stores none: 54 beans in all. Courlander's Abalalà, 1943 is played with 54 beans; a position must hold all of them, as this one does.");
    const emptied = emptiedPosition('dlp-gabata-shoa-i');
    expect(countWords(emptied)).toBe("The holes hold 0 beans and the stores none: 0 beans in all. The DLP's Gabata (Shoa I) is played with 48 beans; a position must hold all of them.");
    const one = setCount(setCount(emptied, { store: 0 }, 1), { hole: 2 }, NaN);
    expect(countWords(one)).toBe("The holes hold 0 beans and the stores 1 bean: 1 bean in all. The DLP's Gabata (Shoa I) is played with 48 beans; a position must hold all of them.");
    // Where the engine held a game to no total, the count alone.
    expect(countWords(start, null)).toBe('The holes hold 54 beans and the stores none: 54 beans in all.');
  });
});
