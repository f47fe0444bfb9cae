import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { holeLabel } from '../../src/engine/index';
import { playExample, readExample } from '../../src/examples/example';
import { listLabels, turnFrames } from '../../src/home/turn';

const example = readExample(JSON.parse(readFileSync(new URL('../../content/examples/courlander-b-sows-from-hole-4.json', import.meta.url), 'utf8')));
const played = playExample(example);
const { game } = played;
const hole = (label: string) => game.board.cells.findIndex((_, h) => holeLabel(game.board, game.rules.notation, h) === label);
const frames = turnFrames(played);

describe("the home page's turn", () => {
  it('is four steps: lift, sow, relay, an empty hole', () => {
    expect(frames.map((f) => f.title)).toEqual(['Lift', 'Sow, one by one', 'Relay', 'An empty hole']);
  });

  it('lifts hole 4 into B’s hand', () => {
    const [lift] = frames;
    expect(lift!.state.holes[hole('4')]).toBe(0);
    expect(lift!.state.hands.B).toBe(3);
    expect(lift!.current).toBe(hole('4'));
    expect(lift!.caption).toBe('B lifts all three beans from hole 4, on his own side.');
  });

  it('sows them one by one into 5, 6 and 7', () => {
    const sow = frames[1]!;
    expect(['5', '6', '7'].map((l) => sow.state.holes[hole(l)])).toEqual([4, 4, 4]);
    expect(sow.state.hands.B).toBe(0);
    expect(sow.path).toEqual(['4', '5', '6', '7'].map(hole));
    expect(sow.caption).toContain('5, 6 and 7');
  });

  it('relays from hole 7, which held beans', () => {
    const relay = frames[2]!;
    expect(relay.state.holes[hole('7')]).toBe(0);
    expect(relay.state.hands.B).toBe(4);
    expect(relay.caption).toBe('The last bean fell into hole 7, which held beans already: B lifts all four and sows on.');
  });

  it('ends in hole 15, empty, on A’s side: the engine’s final position, and A to play', () => {
    const end = frames[3]!;
    expect(end.current).toBe(hole('15'));
    expect(end.state.owners[hole('15')]).toBe('A');
    expect(end.state.holes).toEqual(played.final.holes);
    expect(played.final.toMove).toBe('A');
    expect(end.caption).toBe(
      "After five more relays, from holes 11, 15, 1, 5 and 10, the last bean falls into hole 15, emptied by the relay there: an empty hole on A's side, so B's play ends, and A plays next.",
    );
  });

  it('lists labels as a reader would', () => {
    expect(listLabels([])).toBe('');
    expect(listLabels(['5'])).toBe('5');
    expect(listLabels(['5', '6'])).toBe('5 and 6');
    expect(listLabels(['5', '6', '7'])).toBe('5, 6 and 7');
  });
});
