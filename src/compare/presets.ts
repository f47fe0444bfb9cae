import { createGame, positionToJson, nextGame } from '../engine/index';
import type { Example } from '../examples/example';
import { abalalaThreeWays } from './abalala-three-ways';
import { acrossBoards } from './across-boards';
import { nishtawWays } from './nishtaw-ways';
import { sulusByName } from './sulus-by-name';
import { twoRowWays } from './two-row-ways';
import type { Comparison } from './comparison';

export type { Comparison } from './comparison';

const abalala = createGame('courlander-abalala');

/**
 * A race from a position we construct, not from the sources. Every race the sources set up starts
 * from a symmetrical board (the standard start, or a reload the winner mirrors), and there both
 * players finish at the same tick, so the two readings agree. Here B's first hole holds one bean
 * and the next none, so B finishes at once while A is still sowing.
 */
const full = Object.fromEntries(Array.from({ length: 18 }, (_, i) => [String(i + 1), 3]));
const unevenRace: Example = {
  id: 'uneven-race',
  title: 'An uneven race (a position of ours)',
  topic: 'the opening',
  source: 'courlander-abalala',
  where: 'p. 22',
  clauses: ['courlander.abalala.race', 'courlander.abalala.race-end'],
  says: ['courlander.abalala.race-end'],
  note: 'Our position, not the sources\': from the sources\' set-ups, which are symmetrical, both readings give the same race.',
  record: { ruleset: 'courlander-abalala', start: { holes: { ...full, 1: 1, 2: 0 }, stores: { B: 2, A: 3 }, toMove: null, status: 'playing' }, moves: [] },
  expect: {},
};

/** The set-up of Diagram 2, for the symmetrical race (Courlander: "The game commences as before"). */
export const secondGameStart = positionToJson(abalala, nextGame(abalala, { B: 23, A: 31 }).state);

export const comparisons: Comparison[] = [
  {
    id: 'reload-23',
    opensAt: 'end',
    title: 'The 23-piece reload, four ways',
    intro: 'B ends a game with 23 pieces and A with 31. Courlander\'s Diagram 2, his own footnote 3 read literally, Walker\'s rules 16-19 (with the stronger player\'s top-up), and Pankhurst\'s record of Abalala\'e, as the DLP gives it, each lay the board out differently.',
    example: 'courlander-diagram-2-reload',
    lanes: [
      { label: 'Courlander, Diagram 2', options: { reload: 'diagram-2' } },
      { label: 'Courlander, footnote 3', options: { reload: 'footnote-3' } },
      { label: 'Walker, rules 16-19', options: { reload: 'walker' } },
      { label: 'Pankhurst\'s Abalala\'e, via the DLP', options: { reload: 'dlp-abalalae' } },
    ],
    options: ['reload'],
  },
  {
    id: 'opening-race',
    opensAt: 'first-difference',
    title: 'The opening race: both sowings to their end, or the first to finish',
    intro: 'Courlander runs the race until both last beans have fallen into empty holes and lets the players choose who begins; Walker stops it when the first player finishes, and that player begins. From the standard start, and from any reload (the winner mirrors the loser\'s side), the board is symmetrical and both players finish at the same tick: the readings agree. This position is ours, built so that they do not.',
    example: unevenRace,
    lanes: [
      { label: 'Courlander', options: { 'race-end': 'both-finish', 'after-race': 'chosen' } },
      { label: 'Walker (rules 7-8)', options: { 'race-end': 'first-finish', 'after-race': 'first-to-finish' } },
      { label: 'Walker, beans in hand put back', options: { 'race-end': 'first-finish', 'after-race': 'first-to-finish', 'race-leftover': 'return' } },
    ],
    options: ['race-end', 'after-race', 'race-leftover'],
  },
  {
    id: 'opponent-side',
    opensAt: 'first-difference',
    title: 'A last bean in an empty hole on the opponent\'s side',
    intro: 'Courlander ends the play there; Walker\'s rule 11 captures what the column holds of the opponent\'s, and the sowing goes on.',
    example: 'courlander-play-ends-on-opponents-side',
    lanes: [
      { label: 'Courlander, Abalalà' },
      { label: 'Walker, rule 11', ruleset: 'walker-gabata' },
    ],
    options: ['empty-hole-take'],
  },
  {
    id: 'claims',
    opensAt: 'first-difference',
    title: 'A last bean in the opponent\'s claim: Sulus Aidi and Sulus Nishtaw',
    intro: 'The same position under both claim games: in Sulus Nishtaw the player takes two beans from the claim and moves again; in Sulus Aidi, as far as our copy goes, nothing is taken from a claim before the end.',
    example: 'courlander-nishtaw-take-two',
    lanes: [
      { label: 'Sulus Nishtaw', moves: ['2'] },
      { label: 'Sulus Aidi', ruleset: 'courlander-sulus-aidi', moves: ['2'] },
    ],
    options: ['own-claim-landing', 'aidi-empty-landing'],
  },
  {
    id: 'weg',
    opensAt: 'first-difference',
    title: 'Taking from a weg: the DLP\'s text, its evidence record, Ludii',
    intro: 'A last counter in the opponent\'s weg takes itself and one more. Whether the player then moves again the page does not say; the evidence record says he does, Ludii\'s code that he does not.',
    example: 'dlp-take-from-weg',
    lanes: [
      { label: 'Play ends (page silent; Ludii)', options: { 'weg-take-continues': 'ends' } },
      { label: 'Another move (evidence record)', options: { 'weg-take-continues': 'another-move' } },
    ],
    options: ['weg-take-continues'],
  },
  {
    id: 'weg-side',
    opensAt: 'first-difference',
    title: 'Three made four on one\'s own side: the DLP\'s text and Ludii\'s code',
    intro: 'The text makes a weg only on the opponent\'s side; Ludii\'s implementation makes one wherever the last counter makes four.',
    example: 'dlp-no-weg-on-own-side',
    lanes: [
      { label: 'DLP text', options: { 'claim-side': 'opponent' } },
      { label: 'Ludii\'s code', options: { 'claim-side': 'either' } },
    ],
    options: ['claim-side'],
  },
  {
    id: 'round-remainder',
    opensAt: 'end',
    title: 'A remainder of two between rounds: the DLP\'s text and Ludii\'s code',
    intro: 'South ends a round with 30 counters, north with 18. The text gains no hole for two extra; Ludii takes two from the opponent and draws the hole by lot.',
    example: 'dlp-second-round-two-extra',
    lanes: [
      { label: 'DLP text', options: { 'round-remainder': 'text' } },
      { label: 'Ludii, lot to the weaker', options: { 'round-remainder': 'ludii', 'lot-winner': 'weaker' } },
      { label: 'Ludii, lot to the stronger', options: { 'round-remainder': 'ludii', 'lot-winner': 'stronger' } },
    ],
    options: ['round-remainder', 'lot-winner'],
  },
  {
    id: 'dlp-boards',
    opensAt: 'first-difference',
    title: 'The DLP\'s observed rulesets: Gabata I, five holes, seven holes, Gabata 3',
    intro: 'The same opening moment on each: on Gabata I and the five- and seven-hole boards, lots and then south sows his leftmost hole; Gabata 3 opens with its stylised move instead.',
    example: 'dlp-five-holes',
    lanes: [
      { label: 'Gabata I (2x6)', options: { observed: 'gabata-i' }, moves: ['A1'] },
      { label: 'Five holes', options: { observed: 'five-holes' }, moves: ['A1'] },
      { label: 'Seven holes', options: { observed: 'seven-holes' }, moves: ['A1'] },
      { label: 'Gabata 3', options: { observed: 'gabata-3' }, moves: [] },
    ],
    options: ['observed'],
  },
  ...abalalaThreeWays,
  ...nishtawWays,
  ...sulusByName({ label: 'The DLP, Selus', ruleset: 'dlp-selus' }),
  ...twoRowWays,
  ...acrossBoards,
];
