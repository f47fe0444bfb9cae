import { board2xN, carry, relayWhenOccupied, sowReadings, takeReadings, takeRules, vacatedSide, type Ruleset } from '../../../../src/engine/index';
import type { Play } from '../../../../src/engine/index';

/**
 * A game no source records, defined in one folder to prove that a ruleset made of existing
 * mechanics needs nothing else: two rows of five, two beans a hole, relay sowing, a last bean in
 * one's own empty hole takes the opposite hole, and a side left bare ends the game.
 */
const board = board2xN(5);
const vacated = vacatedSide('toy.bare', { allTaken: 'toy.bare', bothHold: 'toy.bare' });

function lots(g: Play): void {
  g.listener?.event({ type: 'first-player', player: g.name(g.first), clause: 'toy.first' });
  g.pos.toMove = g.first;
  g.rules.afterTurn(g);
}

export const toyGabata: Ruleset<'toy-gabata', 'toy'> = {
  id: 'toy-gabata',
  boardId: '2x5',
  game: 'Toy Gabata',
  title: 'A toy Gabata, for the tests',
  source: { id: 'toy', file: 'toy.txt', work: 'toy', short: 'Toy' },
  nouns: { one: 'seed', many: 'seeds', claim: null },
  players: ['south', 'north'],
  notation: 'ludii',
  readingSpecs: carry(sowReadings, takeReadings),
  readings: { 'skip-origin': { default: false, why: 'A toy rule.' }, 'empty-hole-take': { default: 'own-side', why: 'A toy rule.' }, 'vacated-check': { default: 'turn', why: 'A toy rule.' } },
  board: () => board,
  beansPerHole: () => 2,
  firstChoice: () => ({ default: 'south', clause: 'toy.first' }),
  clauses: { move: 'toy.move', sow: 'toy.sow', relay: 'toy.relay', turns: 'toy.turns' },
  opening: { name: 'lots', play: lots },
  landing: [
    relayWhenOccupied('toy.relay'),
    ...takeRules({
      relay: 'toy.relay',
      take: 'toy.take',
      takeOpponentSide: 'toy.take',
      sowOn: 'toy.sow-on',
      endOpponentSide: { nothingToTake: 'toy.end', notTaken: 'toy.end' },
      endNoTake: 'toy.end',
    }).slice(1),
  ],
  afterTurn: vacated.afterTurn,
  duringMove: vacated.duringMove,
  nextGame: () => {
    throw new Error('the toy game has no series');
  },
  declares: [],
  implements: ['toy.first', 'toy.move', 'toy.sow', 'toy.relay', 'toy.take', 'toy.sow-on', 'toy.end', 'toy.turns', 'toy.bare'],
};
