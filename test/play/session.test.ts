import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legalMoves, positionToJson, readRecord, replay, rulesetIds, mulberry32 } from '../../src/engine/index';
import { after, canRedo, canUndo, fromRecord, gameStart, newSession, play, position, redo, setUpNext, toRecord, undo, type Session } from '../../src/play/session';
import { randomPlay } from './helpers';


const json = (s: Session) => positionToJson(s.game, position(s));

describe('a play session', () => {
  it('plays the opening race itself, then waits for a move', () => {
    const s = newSession('courlander-abalala');
    expect(s.entries.map((e) => e.kind)).toEqual(['opening']);
    expect(s.entries[0]!.events.some((e) => e.type === 'race-end')).toBe(true);
    expect(position(s).toMove).not.toBeNull();
    expect(canUndo(s)).toBe(false);
  });

  it('refuses an illegal move with the reason, and leaves the session as it was', () => {
    const s = newSession('walker-gabata');
    const p = position(s);
    const empty = p.holes.findIndex((n, h) => n === 0 && p.owners[h] === p.toMove);
    const theirs = p.owners.findIndex((o) => o !== p.toMove);
    expect(() => play(s, theirs)).toThrow(/cannot be played: it is .*'s hole/);
    if (empty >= 0) expect(() => play(s, empty)).toThrow(/it is empty/);
    expect(() => play(s, 99)).toThrow(/there is no such hole/);
    expect(json(s)).toEqual(positionToJson(s.game, p));
    expect(s.entries).toHaveLength(1);
  });

  it('undoes and redoes moves, and a new move drops what was undone', () => {
    let s = newSession('courlander-sulus-aidi');
    const s0 = json(s);
    s = randomPlay(s, mulberry32(3), 3);
    const s3 = json(s);
    s = undo(undo(undo(s)));
    expect(json(s)).toEqual(s0);
    expect(canUndo(s)).toBe(false);
    s = redo(redo(redo(s)));
    expect(json(s)).toEqual(s3);
    expect(canRedo(s)).toBe(false);
    s = undo(s);
    const moves = legalMoves(s.game, position(s));
    s = play(s, moves[0]!);
    expect(canRedo(s)).toBe(false);
    expect(s.entries.filter((e) => e.kind === 'move')).toHaveLength(3);
  });

  for (const id of rulesetIds) {
    it(`${id}: a played game's record replays to the same position, in the session and in the CLI's replay`, () => {
      const s = randomPlay(newSession(id), mulberry32(11));
      const record = toRecord(s);
      expect(json(fromRecord(JSON.parse(JSON.stringify(record))))).toEqual(json(s));
      const { game } = readRecord(record);
      expect(replay(game, record).position).toEqual(json(s));
    });
  }

  it('sets up the next game of a series, and its record carries the set-up as its start', () => {
    let s = newSession('courlander-abalala');
    const rnd = mulberry32(5);
    s = randomPlay(s, rnd, 2000);
    expect(position(s).status).toBe('game-over');
    const a = after(s);
    expect(a.kind).toBe('next');
    s = setUpNext(s);
    expect(s.entries.at(-2)!.kind).toBe('set-up');
    expect(s.entries.at(-1)!.kind).toBe('opening');
    expect(gameStart(s).given).toBe(true);
    s = randomPlay(s, rnd, 5);
    const record = toRecord(s);
    expect(record.start).toBeDefined();
    expect(record.moves).toHaveLength(5);
    expect(json(fromRecord(record))).toEqual(json(s));
    // Undo takes back the moves, then the set-up, back to the end of the first game.
    for (let i = 0; i < 6; i++) s = undo(s);
    expect(position(s).status).toBe('game-over');
    expect(toRecord(s).start).toBeUndefined();
  });

  it('plays DLP rounds until the series is won, or refuses to set one up while playing', () => {
    let s = newSession('dlp-gabata-shoa-i');
    expect(() => setUpNext(s)).toThrow(/still being played/);
    const rnd = mulberry32(2);
    let rounds = 1;
    for (; rounds < 30; rounds++) {
      s = randomPlay(s, rnd, 3000);
      const a = after(s);
      if (a.kind !== 'next') {
        expect(a.kind).toMatch(/series-over|stopped/);
        break;
      }
      s = setUpNext(s);
    }
    expect(rounds).toBeGreaterThan(1);
  });

  it('round-trips any random game of any ruleset through its record (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...rulesetIds), fc.integer(), fc.integer({ min: 0, max: 60 }), (id, seed, n) => {
        const s = randomPlay(newSession(id), mulberry32(seed), n);
        expect(json(fromRecord(toRecord(s)))).toEqual(json(s));
      }),
      { numRuns: 60 },
    );
  });
});
