import type { Example } from '../examples/example';
import { count } from '../widgets/narrate';
import type { Comparison } from './comparison';
import type { Lane } from './lanes';

/**
 * Sulus Nishtaw, as each witness records it (issue 27): Courlander's (1943) and the DLP's games
 * after Pankhurst 1971 that record its claims of a hole made four, its takes of two and its next
 * round counted in threes. One lane a witness; a witness merged later is one line in `witnesses`,
 * and every comparison here, its title's count of ways included, takes it in. The positions are
 * ours, in Courlander's numbers (the lanes translate them: his 1-6 are Ludii's A1-F1, 7-9 F2-D2,
 * 10-15 F3-A3, 16-18 A2-C2).
 */
export const witnesses: Lane[] = [
  { label: 'Courlander, Sulus Nishtaw' },
  { label: 'The DLP, Gabata (Adowa)', ruleset: 'dlp-gabata-adowa' },
  { label: 'The DLP, Gabata (Aksum)', ruleset: 'dlp-gabata-aksum' },
  { label: 'The DLP, Selus (Massawa)', ruleset: 'dlp-selus-massawa' },
];

const ways = `Sulus Nishtaw ${count(witnesses.length)} ways`;

const empty = Object.fromEntries(Array.from({ length: 18 }, (_, i) => [String(i + 1), 0]));

/**
 * A claim made where the opponent has one hole left. North (Courlander's A) has claimed none of
 * south's holes; south (B) has claimed eight of north's nine, each holding four, and north's last,
 * 11 (Ludii's E3), holds three. South sows the three in his 8: into 9, 10 and 11, which becomes four.
 */
const claims = Object.fromEntries(['10', '12', '13', '14', '15', '16', '17', '18'].map((h) => [h, 'B']));
const lastHole: Example = {
  id: 'nishtaw-last-hole',
  title: "A hole made four, the opponent's last (a position of ours)",
  topic: 'claims',
  source: 'courlander-sulus-nishtaw',
  where: 'pp. 22-23',
  clauses: [],
  says: [],
  note: "Our position. South (Courlander's B) holds claims on eight of north's nine holes, four in each; north's last, 11, holds three. South sows the three in his 8, and his last bean makes 11 four.",
  record: {
    ruleset: 'courlander-sulus-nishtaw',
    start: { holes: { ...empty, 1: 3, 8: 3, 11: 3, ...Object.fromEntries(Object.keys(claims).map((h) => [h, 4])) }, stores: { B: 7, A: 6 }, claims, toMove: 'B', status: 'playing' },
    moves: ['8'],
  },
  expect: {},
};

/** The next round when one side ends with 29 and the other with 25: nine holes of three and two over. */
const nextRound: Example = {
  id: 'nishtaw-next-round-29',
  title: 'The next round for 29 against 25 (a position of ours)',
  topic: 'the next game',
  source: 'courlander-sulus-nishtaw',
  where: 'p. 23',
  clauses: [],
  says: [],
  note: 'Our scores: 29 fill nine holes with three and leave two over; 25 fill eight and leave one.',
  setup: { ruleset: 'courlander-sulus-nishtaw', pieces: { B: 29, A: 25 } },
  expect: {},
};

export const nishtawWays: Comparison[] = [
  {
    id: 'nishtaw-claim',
    opensAt: 'first-difference',
    title: `${ways}: a hole made four, the opponent's last`,
    intro:
      "Each witness makes a hole of three, made four by a last bean on the opponent's side, that player's claim (Courlander's word; the DLP's pages say wegue). Here south's bean makes north's last free hole four. Gabata (Adowa) and Gabata (Aksum) say what happens then: the player takes three from it and leaves one to play on. Courlander's section says nothing of a last hole: the claim is made, and north has nothing left to play.",
    example: lastHole,
    lanes: witnesses,
    options: ['wegue-last-hole'],
  },
  {
    id: 'nishtaw-take',
    opensAt: 'first-difference',
    title: `${ways}: a last bean in the opponent's claim`,
    intro:
      "South's single bean in his 2 falls into north's claim in his 3, which holds five. Every witness takes two from it; in Courlander's Sulus Nishtaw the player then moves again from any hole of his, where Gabata (Adowa) and Gabata (Aksum) end the turn.",
    example: 'courlander-nishtaw-take-two',
    lanes: witnesses.map((l) => ({ ...l, moves: ['2'] })),
    options: [],
  },
  {
    id: 'nishtaw-next-round',
    opensAt: 'end',
    title: `${ways}: the next round for 29 against 25`,
    intro:
      "Every witness counts the next round out in threes. Courlander's winner lays his beans three to a hole along his nearest row, back along the middle row and on along the far row, and the holes he fills are his; the DLP's players fill holes three to a hole from the leftmost along the route, the stronger taking the weaker's holes left over, and two counters left over still gain a hole.",
    example: nextRound,
    lanes: witnesses,
    options: ['division-remainder-one'],
  },
];
