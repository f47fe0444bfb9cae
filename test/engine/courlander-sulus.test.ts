import { describe, expect, it } from 'vitest';
import { createGame, initialState, legalMoves, nextGame, playOpening, positionFromJson, positionToJson, scores, whyIllegal } from '../../src/engine/index';
import { drops, filled, hole, play, position, trace } from './helpers';

const aidi = createGame('courlander-sulus-aidi');

/**
 * Diagram 3 is lost. This position is our reconstruction from the three examples: 9 holds three,
 * 6 nine, 18 one, and 12, 15 and 1 three each; the other holes two each.
 */
const diagram3 = (game = aidi, toMove = 'B') =>
  position(
    game,
    { 1: 3, 2: 2, 3: 2, 4: 2, 5: 2, 6: 9, 7: 2, 8: 2, 9: 3, 10: 2, 11: 2, 12: 3, 13: 2, 14: 2, 15: 3, 16: 2, 17: 2, 18: 1 },
    { stores: { B: 4, A: 4 }, toMove },
  );

describe('Sulus Aidi: the three claims of Diagram 3 (courlander.sulus-aidi.claim)', () => {
  it('B from 9 drops in 10, 11 and 12, makes four there and claims it; his turn ends', () => {
    const r = play(aidi, diagram3(), '9');
    expect(drops(aidi, r.events)).toEqual(['10', '11', '12']);
    expect(trace(aidi, r.events, ['claim'])).toEqual(['claim@12']);
    expect(r.state.holes[hole(aidi, '12')]).toBe(4);
    expect(r.state.claims[hole(aidi, '12')]).toBe('B');
    expect(r.events.at(-1)).toMatchObject({ type: 'turn-end', next: 'A', clause: 'courlander.sulus-aidi.claim-ends-turn' });
  });

  it('B from 6 sows to 15, on A\'s side, and claims it', () => {
    const r = play(aidi, diagram3(), '6');
    expect(drops(aidi, r.events)).toEqual(['7', '8', '9', '10', '11', '12', '13', '14', '15']);
    expect(trace(aidi, r.events, ['claim'])).toEqual(['claim@15']);
  });

  it('A from 18 moves to 1, on B\'s side, and claims it', () => {
    const r = play(aidi, diagram3(aidi, 'A'), '18');
    expect(drops(aidi, r.events)).toEqual(['1']);
    expect(r.state.claims[hole(aidi, '1')]).toBe('A');
  });
});

describe('Sulus Aidi: what falls into a claim, and where a claim may be made', () => {
  it('keeps what later falls into a claim, and never lets a claim be lifted', () => {
    const after = play(aidi, diagram3(), '9').state; // B claims 12
    const r = play(aidi, after, '10'); // A sows 3 from 10: 11, 12 (B's claim), 13
    expect(drops(aidi, r.events)).toContain('12');
    expect(r.state.holes[hole(aidi, '12')]).toBe(5);
    expect(legalMoves(aidi, r.state)).not.toContain(hole(aidi, '12'));
  });

  it('does not claim on one\'s own side, unless the "either" reading is chosen (Ludii)', () => {
    const s = position(aidi, { 3: 1, 4: 3, 12: 2 }, { stores: { B: 24, A: 24 }, toMove: 'B' });
    const own = play(aidi, s, '3');
    expect(own.events.some((e) => e.type === 'claim')).toBe(false);
    expect(trace(aidi, own.events, ['relay'])).toEqual(['relay@4']);
    const either = createGame('courlander-sulus-aidi', { 'claim-side': 'either' });
    const r = play(either, position(either, { 3: 1, 4: 3, 12: 2 }, { stores: { B: 24, A: 24 }, toMove: 'B' }), '3');
    // Courlander claims on the opponent's side only: a claim on one's own cites the reading, not his sentence.
    expect(r.events.find((e) => e.type === 'claim')).toMatchObject({ clause: 'reading.claim-side', reading: 'claim-side' });
  });

  it('ends the play on an empty hole where the text breaks off, or takes as in Abalalà by the other reading', () => {
    const s = (g = aidi) => position(g, { 3: 1, 12: 2 }, { stores: { B: 25, A: 26 }, toMove: 'B' });
    const ends = play(aidi, s(), '3');
    // The copy breaks off before it says: the reading, not the broken sentence, licenses the end.
    expect(ends.events.find((e) => e.type === 'play-end')).toMatchObject({ clause: 'reading.aidi-empty-landing', reading: 'aidi-empty-landing' });
    const g = createGame('courlander-sulus-aidi', { 'aidi-empty-landing': 'abalala-take' });
    const takes = play(g, s(g), '3');
    expect(takes.events.find((e) => e.type === 'take')).toMatchObject({ clause: 'courlander.abalala.take', reading: 'aidi-empty-landing' });
    // With nothing in the column to take, Abalalà's own sentence for that case ends the play.
    const none = play(g, position(g, { 3: 1 }, { stores: { B: 26, A: 27 }, toMove: 'B' }), '3');
    expect(none.events.find((e) => e.type === 'play-end')).toMatchObject({ clause: 'courlander.abalala.end-no-take', reading: 'aidi-empty-landing' });
  });

  it('plays the same simultaneous opening as Abalalà', () => {
    const r = playOpening(aidi, initialState(aidi));
    expect(r.events.filter((e) => e.type === 'race-finish').map((e) => e.type === 'race-finish' && e.player)).toEqual(['B', 'A']);
    // Sulus Aidi's own words for the start and the beats of the race; its beans drop as in its play.
    expect(r.events[0]!.clause).toBe('courlander.sulus-aidi.race-end.together');
    expect(r.events.find((e) => e.type === 'race-tick')!.clause).toBe('courlander.sulus-aidi.race-end.together');
    expect(new Set(r.events.filter((e) => e.type === 'drop').map((e) => e.clause))).toEqual(new Set(['courlander.sulus-aidi.move.drop']));
    expect(r.events.at(-2)).toMatchObject({ type: 'race-end', clause: 'courlander.sulus-aidi.race-end.until' });
  });
});

describe('the end of a claim game (courlander.sulus-nishtaw.game-end, .final-ownership)', () => {
  // B's last bean goes from 8 to 9; A then has nothing to play: the game is over.
  const start = (g: ReturnType<typeof createGame>) =>
    position(g, { 8: 1, 3: 4, 12: 5 }, { stores: { B: 20, A: 24 }, toMove: 'B', claims: { 3: 'A', 12: 'B' } });

  it('gives each player his claims, and each his own side\'s beans by default', () => {
    for (const id of ['courlander-sulus-aidi', 'courlander-sulus-nishtaw']) {
      const g = createGame(id);
      const r = play(g, start(g), '8');
      expect(r.state.status).toBe('game-over');
      expect(r.state.stores).toEqual({ B: 26, A: 28 });
      expect(r.events.at(-1)).toMatchObject({ type: 'game-end', winner: 'A' });
    }
  });

  it('leaves unclaimed beans out of the score under the "unowned" reading', () => {
    const g = createGame('courlander-sulus-nishtaw', { 'unclaimed-at-end': 'unowned' });
    const r = play(g, start(g), '8');
    expect(r.state.stores).toEqual({ B: 25, A: 28 });
    expect(filled(g, r.state)).toEqual({ 9: 1 });
  });
});

const nishtaw = createGame('courlander-sulus-nishtaw');

describe('Sulus Nishtaw: the opening (courlander.sulus-nishtaw.opening-b, -drop, -relay)', () => {
  it('B collects one bean from each of 1-8, drops them in 9-16, lifts 16 and sows on', () => {
    const r = playOpening(nishtaw, initialState(nishtaw));
    const pickUps = r.events.filter((e) => e.type === 'pick-up');
    expect(pickUps.map((e) => e.type === 'pick-up' && `${e.hole + 1}:${e.count}`)).toEqual(['1:1', '2:1', '3:1', '4:1', '5:1', '6:1', '7:1', '8:1']);
    expect(drops(nishtaw, r.events).slice(0, 8)).toEqual(['9', '10', '11', '12', '13', '14', '15', '16']);
    // Worked by hand: 16 (four) lifted; relays at 2, 5, 8 and 11; the last bean falls in 16, empty, A's.
    expect(trace(nishtaw, r.events, ['relay', 'play-end', 'claim'])).toEqual(['relay@16', 'relay@2', 'relay@5', 'relay@8', 'relay@11', 'play-end@16']);
    expect(r.events.find((e) => e.type === 'relay')).toMatchObject({ count: 4, clause: 'courlander.sulus-nishtaw.opening-relay' });
    expect(filled(nishtaw, r.state)).toEqual({ 1: 3, 3: 3, 4: 3, 6: 3, 7: 3, 9: 5, 10: 5, 12: 5, 13: 5, 14: 5, 15: 5, 16: 1, 17: 4, 18: 4 });
    expect(r.state.toMove).toBe('A');
  });

  it('A begins at hole 10: the same opening turned half round', () => {
    const g = createGame('courlander-sulus-nishtaw', {}, 'A');
    const r = playOpening(g, initialState(g));
    expect(drops(g, r.events).slice(0, 8)).toEqual(['18', '1', '2', '3', '4', '5', '6', '7']);
    expect(filled(g, r.state)).toEqual({ 10: 3, 12: 3, 13: 3, 15: 3, 16: 3, 18: 5, 1: 5, 3: 5, 4: 5, 5: 5, 6: 5, 7: 1, 8: 4, 9: 4 });
    expect(r.state.toMove).toBe('B');
  });
});

describe('Sulus Nishtaw: taking from claims (courlander.sulus-nishtaw.take-two, .single-bean, .claim-persists)', () => {
  const withClaim = (beans: number) =>
    position(nishtaw, { 2: 1, 3: beans, 5: 2, 11: 1 }, { stores: { B: 25, A: 25 - beans }, toMove: 'B', claims: { 3: 'A' } });

  it('takes two beans when the last bean falls into the opponent\'s claim, and moves again', () => {
    const r = play(nishtaw, withClaim(5), '2');
    expect(r.events.find((e) => e.type === 'claim-take')).toMatchObject({ count: 2, clause: 'courlander.sulus-nishtaw.take-two' });
    expect(r.state.holes[hole(nishtaw, '3')]).toBe(4);
    expect(r.state.stores.B).toBe(27);
    expect(r.state.toMove).toBe('B');
    expect(r.events.at(-1)).toMatchObject({ type: 'turn-end', next: 'B', clause: 'courlander.sulus-nishtaw.another-turn' });
  });

  it('removes a single bean moved into an emptied claim, which stays claimed', () => {
    const r = play(nishtaw, withClaim(0), '2');
    expect(r.events.find((e) => e.type === 'claim-take')).toMatchObject({ count: 1, clause: 'courlander.sulus-nishtaw.single-bean' });
    expect(r.state.holes[hole(nishtaw, '3')]).toBe(0);
    expect(r.state.claims[hole(nishtaw, '3')]).toBe('A');
    expect(r.state.toMove).toBe('B');
    // The claim fills again as B sows across it, and stays A's.
    const refill = play(nishtaw, r.state, '5');
    expect(drops(nishtaw, refill.events)).toEqual(['6', '7']);
    const s = position(nishtaw, { 1: 3, 3: 0, 11: 1 }, { stores: { B: 25, A: 25 }, toMove: 'B', claims: { 3: 'A' } });
    const across = play(nishtaw, s, '1');
    expect(across.state.holes[hole(nishtaw, '3')]).toBe(1);
    expect(across.state.claims[hole(nishtaw, '3')]).toBe('A');
  });

  it('forbids a move from a hole of three under the variation', () => {
    const s = (g = nishtaw) => position(g, { 2: 3, 5: 2, 11: 1 }, { stores: { B: 24, A: 24 }, toMove: 'B' });
    expect(legalMoves(nishtaw, s())).toEqual([hole(nishtaw, '2'), hole(nishtaw, '5')]);
    const v = createGame('courlander-sulus-nishtaw', { 'no-move-from-three': true });
    expect(legalMoves(v, s(v))).toEqual([hole(v, '5')]);
    expect(whyIllegal(v, s(v), hole(v, '2'))).toBe('under the variation no move starts from a hole of three once the game is in progress');
    expect(() => play(v, s(v), '2')).toThrow(/hole of three/);
  });
});

describe('a last bean in one\'s own claim, under the "relay" reading', () => {
  // B holds the claim on 12, on A's side. B sows 9's three beans into 10, 11 and 12.
  const withOwnClaim = (g: ReturnType<typeof createGame>, in12: number) =>
    position(g, { 9: 3, 12: in12, 14: 2 }, { stores: { B: 25 - in12, A: 24 }, toMove: 'B', claims: { 12: 'B' } });
  const relayN = createGame('courlander-sulus-nishtaw', { 'own-claim-landing': 'relay' });
  const relayA = createGame('courlander-sulus-aidi', { 'own-claim-landing': 'relay' });

  it('lifts a claim that held beans and sows on: 12\'s three go to 13, 14 and 15, empty, where the play ends', () => {
    const r = play(relayN, withOwnClaim(relayN, 2), '9');
    expect(trace(relayN, r.events, ['relay', 'play-end'])).toEqual(['relay@12', 'play-end@15']);
    expect(r.events.find((e) => e.type === 'relay')).toMatchObject({ count: 3, clause: 'reading.own-claim-landing', reading: 'own-claim-landing' });
    expect(filled(relayN, r.state)).toEqual({ 10: 1, 11: 1, 13: 1, 14: 3, 15: 1 });
    expect(r.state.claims[hole(relayN, '12')]).toBe('B');
  });

  it('ends the play on an empty claim: "His play ends when his last bean falls into an empty pocket"', () => {
    const r = play(relayN, withOwnClaim(relayN, 0), '9');
    expect(trace(relayN, r.events)).toEqual(['pick-up@9', 'drop@10', 'drop@11', 'drop@12', 'play-end@12', 'turn-end']);
    expect(r.events[4]).toEqual({ type: 'play-end', player: 'B', hole: hole(relayN, '12'), clause: 'courlander.sulus-nishtaw.play-ends' });
    expect(filled(relayN, r.state)).toEqual({ 10: 1, 11: 1, 12: 1, 14: 2 });
    expect(r.state).toMatchObject({ toMove: 'A', status: 'playing' });
  });

  it('in Sulus Aidi ends it as any empty pocket does where the text breaks off', () => {
    const r = play(relayA, withOwnClaim(relayA, 0), '9');
    expect(r.events.filter((e) => e.type === 'relay')).toEqual([]);
    expect(r.events.find((e) => e.type === 'play-end')).toMatchObject({ hole: hole(relayA, '12'), clause: 'reading.aidi-empty-landing', reading: 'aidi-empty-landing' });
    expect(r.state.holes[hole(relayA, '12')]).toBe(1);
  });

  it('and under the default reading a claim keeps what falls in, empty or not', () => {
    for (const in12 of [0, 2]) {
      const r = play(nishtaw, withOwnClaim(nishtaw, in12), '9');
      expect(r.events.find((e) => e.type === 'play-end')).toMatchObject({ hole: hole(nishtaw, '12'), clause: 'courlander.sulus-aidi.claim-collects', reading: 'own-claim-landing' });
      expect(r.state.holes[hole(nishtaw, '12')]).toBe(in12 + 1);
    }
  });
});

describe('Sulus Nishtaw, the variation: "once a game is in progress" (courlander.sulus-nishtaw.variation)', () => {
  const v = createGame('courlander-sulus-nishtaw', { 'no-move-from-three': true });

  it('counts the standard initial move as the game\'s first: B may not then start from 6 or 7, which hold three', () => {
    const opened = playOpening(v, initialState(v)).state;
    // A lifts his one bean in 16 into 17 (five), relays them to 18, 1, 2, 3 and 4, which he claims.
    const r = play(v, opened, '16');
    expect(trace(v, r.events, ['relay', 'claim'])).toEqual(['relay@17', 'claim@4']);
    expect(filled(v, r.state)).toMatchObject({ 1: 4, 2: 1, 3: 4, 4: 4, 6: 3, 7: 3, 9: 5 });
    expect(legalMoves(v, r.state)).toEqual(['1', '2', '3', '9'].map((l) => hole(v, l)));
    expect(legalMoves(nishtaw, r.state)).toEqual(['1', '2', '3', '6', '7', '9'].map((l) => hole(v, l)));
  });

  // B won 33 pieces: the division gives him 1-9, 17 and 18, A 10-16, three beans in every hole.
  const later = nextGame(v, { B: 33, A: 21 }).state;
  const opened = playOpening(v, later);

  it('lets the first move of a later game start from a hole of three, so the game goes on', () => {
    expect(new Set(later.holes)).toEqual(new Set([3]));
    expect(opened.events).toEqual([{ type: 'first-player', player: 'B', clause: 'reading.nishtaw-later-opening', reading: 'nishtaw-later-opening' }]);
    expect(opened.state).toMatchObject({ status: 'playing', toMove: 'B' });
    expect(legalMoves(v, opened.state)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '17', '18'].map((l) => hole(v, l)));
  });

  it('then refuses a hole of three: B from 1 claims 12; A may start only from 10 and 11', () => {
    // Worked by hand: 1's three fall in 2, 3, 4 (four, B's own: relay), 5-8 (relay), 9-12; 12 is
    // A's and now holds four, so B claims it and his turn ends.
    const r = play(v, opened.state, '1');
    expect(drops(v, r.events)).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    expect(trace(v, r.events, ['relay', 'claim', 'turn-end'])).toEqual(['relay@4', 'relay@8', 'claim@12', 'turn-end']);
    expect(filled(v, r.state)).toEqual({ 2: 4, 3: 4, 5: 4, 6: 4, 7: 4, 9: 4, 10: 4, 11: 4, 12: 4, 13: 3, 14: 3, 15: 3, 16: 3, 17: 3, 18: 3 });
    expect(r.state).toMatchObject({ status: 'playing', toMove: 'A' });
    expect(legalMoves(v, r.state)).toEqual([hole(v, '10'), hole(v, '11')]);
    expect(whyIllegal(v, r.state, hole(v, '13'))).toBe('under the variation no move starts from a hole of three once the game is in progress');
    expect(() => play(v, r.state, '13')).toThrow(/hole of three once the game is in progress/);
  });

  it('writes the free first move into the position, and reads it back', () => {
    const json = positionToJson(v, opened.state);
    expect(json.inProgress).toBe(false);
    expect(legalMoves(v, positionFromJson(v, json))).toContain(hole(v, '1'));
    const { inProgress: _, ...inPlay } = json;
    expect(legalMoves(v, positionFromJson(v, inPlay))).toEqual([]);
    expect(positionToJson(v, play(v, opened.state, '1').state)).not.toHaveProperty('inProgress');
  });
});

describe('Sulus Nishtaw: the next game\'s division (Diagrams 4 and 5, reconstructed)', () => {
  const division = (pieces: Record<string, number>, options = {}) => {
    const g = createGame('courlander-sulus-nishtaw', options);
    const s = nextGame(g, pieces).state;
    const side = (p: string) => s.owners.flatMap((o, h) => (o === p ? [h + 1] : [])).sort((a, b) => a - b);
    return { B: side('B'), A: side('A'), holes: filled(g, s), stores: s.stores };
  };

  it('gives B with 33 pieces eleven holes of three: 1-9, 18 and 17', () => {
    const d = division({ B: 33, A: 21 });
    expect(d.B).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 17, 18]);
    expect(d.A).toEqual([10, 11, 12, 13, 14, 15, 16]);
    expect(new Set(Object.values(d.holes))).toEqual(new Set([3]));
    expect(d.stores).toEqual({ B: 0, A: 0 });
  });

  it('gives B with 35 pieces two entire rows, hole 16 holding the two', () => {
    const d = division({ B: 35, A: 19 });
    expect(d.B).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 17, 18]);
    expect(d.holes[16]).toBe(2);
    expect(d.stores).toEqual({ B: 0, A: 1 });
  });

  it('gives B with 38 pieces two rows and hole 15 with two', () => {
    const d = division({ B: 38, A: 16 });
    expect(d.B).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 15, 16, 17, 18]);
    expect(d.holes[15]).toBe(2);
    expect(d.A).toEqual([10, 11, 12, 13, 14]);
  });

  it('gives a single remaining bean\'s hole to the loser by default, or to the winner', () => {
    const loser = division({ B: 31, A: 23 });
    expect(loser.B).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 18]);
    expect(loser.holes[17]).toBe(3);
    const winner = division({ B: 31, A: 23 }, { 'division-remainder-one': 'winner' });
    expect(winner.B).toContain(17);
    expect(winner.holes[17]).toBe(1);
    expect(winner.stores).toEqual({ B: 0, A: 2 });
  });

  it('divides for A as for B, turned half round', () => {
    const d = division({ B: 21, A: 33 });
    expect(d.A).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
  });
});

describe('scores', () => {
  it('counts what each player has won and what lies in his claims', () => {
    const s = position(nishtaw, { 3: 4, 12: 5, 9: 1 }, { stores: { B: 20, A: 24 }, toMove: 'B', claims: { 3: 'A', 12: 'B' } });
    expect(scores(nishtaw, s)).toEqual({ B: 25, A: 28 });
  });
});
