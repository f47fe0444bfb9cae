import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legalMoves, positionToJson, rulesetIds, mulberry32 } from '../../src/engine/index';
import { exportRecord, formatPlayHash, importRecord, parsePlayHash } from '../../src/play/link';
import { newSession, play, position, setUpNext, toRecord, type Session } from '../../src/play/session';
import { variants } from '../engine/corpus';
import { randomPlay } from './helpers';

const STRENGTHS = ['random', 'searcher'];
const parse = (hash: string) => parsePlayHash(hash, STRENGTHS, 'searcher');

const json = (s: Session) => positionToJson(s.game, position(s));

describe('the play page link', () => {
  it('reads as a person would write it', () => {
    const s0 = newSession('courlander-abalala', { 'race-end': 'first-finish' });
    const s = play(s0, legalMoves(s0.game, position(s0))[0]!);
    const hash = formatPlayHash(s, { computer: 'A', strength: 'random' });
    expect(hash).toBe('#ruleset=courlander-abalala&race-end=first-finish&first=B&moves=1&computer=A&strength=random');
  });

  it('keeps the list of moves readable', () => {
    let s = newSession('walker-gabata');
    s = randomPlay(s, mulberry32(1), 3);
    expect(formatPlayHash(s, { computer: null, strength: 'random' })).toMatch(/&moves=\w+,\w+,\w+$/);
  });

  it('round-trips every variant of every ruleset, with who plays', () => {
    for (const id of rulesetIds) {
      for (const v of variants(id)) {
        const s = randomPlay(newSession(id, v.options, v.first), mulberry32(7), 12);
        const parsed = parse(formatPlayHash(s, { computer: s.game.rules.players[1], strength: 'random' }));
        if (!parsed || 'error' in parsed) throw new Error(`${id} ${JSON.stringify(v)}: ${parsed && parsed.error}`);
        expect(json(parsed.session)).toEqual(json(s));
        expect(toRecord(parsed.session)).toEqual(toRecord(s));
        expect(parsed.seats).toEqual({ computer: s.game.rules.players[1], strength: 'random' });
      }
    }
  });

  it('round-trips a later game of a series (its set-up travels as start=)', () => {
    let s = randomPlay(newSession('courlander-abalala'), mulberry32(5), 2000);
    s = randomPlay(setUpNext(s), mulberry32(6), 4);
    const hash = formatPlayHash(s, { computer: null, strength: 'searcher' });
    expect(hash).toContain('start=');
    const parsed = parse(hash);
    if (!parsed || 'error' in parsed) throw new Error(String(parsed && parsed.error));
    expect(json(parsed.session)).toEqual(json(s));
    expect(parsed.seats.computer).toBeNull();
  });

  it('round-trips random games (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...rulesetIds), fc.integer(), fc.integer({ min: 0, max: 40 }), (id, seed, n) => {
        const s = randomPlay(newSession(id), mulberry32(seed), n);
        const parsed = parse(formatPlayHash(s, { computer: null, strength: 'random' }));
        expect(parsed && 'session' in parsed && json(parsed.session)).toEqual(json(s));
      }),
      { numRuns: 50 },
    );
  });

  it('is not about a game without a ruleset', () => {
    expect(parse('')).toBeNull();
    expect(parse('#example=x&step=2')).toBeNull();
  });

  const refused: [string, RegExp][] = [
    ['#ruleset=mancala', /ruleset: unknown ruleset "mancala"/],
    ['#ruleset=courlander-abalala&moves=10', /moves\[0\]: "10" cannot be played: it is A's hole/],
    ['#ruleset=courlander-abalala&moves=42', /moves\[0\]: "42" is not a hole/],
    ['#ruleset=walker-gabata&colour=red', /colour: "colour" is neither a reading of walker-gabata/],
    ['#ruleset=courlander-abalala&race-end=never', /options.race-end: "never" is not a reading of "race-end"/],
    ['#ruleset=courlander-abalala&computer=C', /computer: "C" is not a player \(the players are B and A\)/],
    ['#ruleset=courlander-abalala&computer=A&strength=grandmaster', /strength: "grandmaster" is not a strength/],
    ['#ruleset=courlander-abalala&strength=random', /strength: a strength is given but no "computer"/],
    ['#ruleset=courlander-abalala&start=%7Bnope', /start: not valid JSON/],
    ['#ruleset=courlander-abalala&start=%7B%22holes%22%3A%7B%7D%7D', /start.holes: every hole must be given/],
  ];
  for (const [hash, message] of refused) {
    it(`refuses ${decodeURIComponent(hash)} and says why`, () => {
      const parsed = parse(hash);
      expect(parsed).not.toBeNull();
      expect(parsed && 'error' in parsed ? parsed.error : 'accepted').toMatch(message);
    });
  }
});

describe('importing and exporting a record', () => {
  it('exports the JSON the CLI reads, and imports it back', () => {
    const s = randomPlay(newSession('dlp-gabata-shoa-i', { observed: 'five-holes' }), mulberry32(9), 20);
    const text = exportRecord(s);
    expect(JSON.parse(text)).toEqual({ ruleset: 'dlp-gabata-shoa-i', options: { observed: 'five-holes' }, first: 'south', moves: toRecord(s).moves });
    const back = importRecord(text);
    expect('session' in back && json(back.session)).toEqual(json(s));
  });

  const refused: [string, RegExp][] = [
    ['{"ruleset": "walker-gabata", "moves": [', /The file is not valid JSON/],
    ['[1, 2]', /record: a game record must be a JSON object/],
    ['{"moves": []}', /ruleset: the ruleset is required/],
    ['{"ruleset": "walker-gabata", "moves": "a,b"}', /moves: moves must be an array/],
    ['{"ruleset": "walker-gabata", "moves": [], "score": 3}', /score: unknown field "score"/],
    ['{"ruleset": "courlander-abalala", "moves": ["9", "9"]}', /moves\[1\]: "9" cannot be played/],
  ];
  for (const [text, message] of refused) {
    it(`refuses ${text}`, () => {
      const r = importRecord(text);
      expect('error' in r ? r.error : 'accepted').toMatch(message);
    });
  }
});
