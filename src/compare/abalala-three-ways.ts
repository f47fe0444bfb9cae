import type { Example } from "../examples/example";
import type { Comparison } from './comparison';

/**
 * Abalalà three ways: Courlander's (1943), the DLP's record of Pankhurst's Abalala'e, and Walker's
 * Gabata, one position each, topic by topic (issue 15 §2). The positions are ours, in Courlander's
 * numbers (the lanes translate them: his 1-6 are Ludii's A1-F1 and Walker's A-F, his 7-9 F2-D2,
 * 10-15 F3-A3, 16-18 A2-C2). Each comparison says in `divergence` where the lanes first part, and
 * why; test/compare/abalala-three-ways.test.ts holds the words to the engine.
 */
const empty = Object.fromEntries(Array.from({ length: 18 }, (_, i) => [String(i + 1), 0]));
const built = (id: string, title: string, note: string, holes: Record<string, number>, stores: Record<string, number>, toMove: string, moves: string[]): Example => ({
  id,
  title,
  topic: 'sowing and relay',
  source: 'courlander-abalala',
  where: 'pp. 21-22',
  clauses: [],
  says: [],
  note,
  record: { ruleset: 'courlander-abalala', start: { holes: { ...empty, ...holes }, stores, toMove, status: 'playing' }, moves },
  expect: {},
});

const lanes = [
  { label: 'Courlander, Abalalà' },
  { label: "The DLP, Abalala'e", ruleset: 'dlp-abalalae' },
  { label: 'Walker, Gabata', ruleset: 'walker-gabata' },
];

export const abalalaThreeWays: Comparison[] = [
  {
    id: 'abalala-route',
    opensAt: 'first-difference',
    title: 'Abalalà three ways: the route through the middle row',
    intro:
      "Courlander and Walker sow one circuit for both players, each half of the middle row sown from its outer end inward and then on into the opponent's row. The DLP's text gives each player a route of his own: along his row, back along the whole middle row, along the far row. South's half of the middle row is sown the same way in all three.",
    divergence:
      "The lanes part at the sixth bean. From D2 (Courlander's 9, Walker's I) Courlander and Walker go on into the far row at F3 (10, a); the DLP goes on along the middle row into C2, the first hole of north's half. Each last bean falls into an empty hole of the opponent's, and each play ends there.",
    example: built(
      'abalala-route',
      'Six beans from D1 (a position of ours)',
      "Our position. South (Courlander's B) sows six from D1 (Courlander's 4): E1, F1, then the middle row F2, E2, D2, and a sixth hole that depends on the route.",
      { 1: 3, 4: 6, 14: 3, 15: 3 },
      { B: 20, A: 19 },
      'B',
      ['4'],
    ),
    lanes,
    options: [],
  },
  {
    id: 'abalala-ownership',
    opensAt: 'first-difference',
    title: 'Abalalà three ways: whose holes, and when a side is found empty',
    intro:
      "All three give each player the same nine holes: his own row and the half of the middle row to his right (Courlander's 1-9 and 10-18, Walker's A-I and a-i, the DLP's near row and \"the half of the central row to their right\"). All three end play when one player's holes are empty, and give the other what is left; they differ on when that is looked for. Courlander says \"at any time\"; Walker's rule 14 and the DLP's \"Play continues until a player has no counters in their holes\" we read as looked for when a turn ends.",
    divergence:
      "South's bean from E2 falls into his empty D2 and takes north's last two beans, in D3. Courlander's game ends there and then: north's side is bare, and south sweeps the rest. Under Walker and the DLP the capturing bean is sown on into north's side (F3, Walker's a, on his route; C2 on the DLP's), so when the turn ends north has a bean again and play goes on.",
    example: built(
      'abalala-ownership',
      "North's last beans taken (a position of ours)",
      "Our position. North's only beans are the two in D3 (Courlander's 12). South sows his one bean from E2 (8) into his empty D2 (9), whose column holds them.",
      { 1: 3, 8: 1, 12: 2 },
      { B: 25, A: 23 },
      'B',
      ['8'],
    ),
    lanes,
    options: ['vacated-check'],
  },
  {
    id: 'abalala-capture',
    opensAt: 'first-difference',
    title: 'Abalalà three ways: a capture past an empty middle hole',
    intro:
      "All three capture into one's own empty hole from the opponent's holes in its column (Walker from an empty hole on either side): on the left half of one's own row that is two holes, the middle row's and the far row's; elsewhere one. The DLP's \"any counters in the two holes of the opponent facing it\" takes both; our other reading stops at an empty nearer hole, as a capture that runs across the rows would.",
    divergence:
      "South's bean from A1 falls into his empty B1 (Courlander's 2, Walker's B). North's B2 (17, h) is empty and B3 (14, e) holds three. Courlander, Walker and the DLP's text all take the three from B3; only the reading that stops at an empty nearer hole takes nothing, and the play ends there.",
    example: built(
      'abalala-capture',
      'A capture from B1 (a position of ours)',
      "Our position. South sows his one bean from A1 (Courlander's 1) into his empty B1 (2); in its column north's B2 (17) is empty and B3 (14) holds three.",
      { 1: 1, 6: 3, 14: 3, 15: 2 },
      { B: 22, A: 23 },
      'B',
      ['1'],
    ),
    lanes: [...lanes.slice(0, 2), { label: "The DLP, stopping at an empty nearer hole", ruleset: 'dlp-abalalae', options: { 'left-capture': 'stop-at-empty' } }, lanes[2]!],
    options: ['left-capture'],
  },
  {
    id: 'abalala-continuation',
    opensAt: 'first-difference',
    title: 'Abalalà three ways: the bean sown on after a capture',
    intro:
      "After a capture all three sow on with the one bean that made it: Courlander's \"moving the last bean dropped in the previous play\", Walker's rule 12, \"from the hole into which the last piece was dropped\", the DLP's \"using the last counter placed which effected the capture\". The hole that made the capture held nothing before, so that bean is all it holds. Where it goes is each one's route.",
    divergence:
      "South's bean from E2 captures from his empty D2 (north's two in D3). Sown on, the bean goes into F3 under Courlander and Walker, which holds two: it is lifted and sown on along the far row. The DLP's south sows on along the middle row instead, into C2 (Courlander's 18, Walker's i), north's and empty, and the turn ends.",
    example: built(
      'abalala-continuation',
      'A capture from D2 (a position of ours)',
      "Our position. South sows his one bean from E2 (Courlander's 8) into his empty D2 (9) and captures the two in D3 (12); F3 (10) holds two and C2 (18) none.",
      { 1: 3, 8: 1, 10: 2, 12: 2, 15: 3 },
      { B: 21, A: 22 },
      'B',
      ['8'],
    ),
    lanes,
    options: [],
  },
  {
    id: 'abalala-reload',
    opensAt: 'end',
    title: 'Abalalà three ways: the next game for 23 against 31',
    intro:
      "The weaker player (23) lays out his pieces, the stronger (31) matches him and keeps the rest, in all three. Courlander's Diagram 2 puts a bean in every one of the loser's nine pockets, threes then twos then a one; Walker and the DLP lay threes from the first hole, the last hole short; Walker's stronger player then makes the short hole up to three.",
    divergence:
      "The lanes agree on south's first six holes (A1-F1, Courlander's 1-6), three each. At F2 (Courlander's 7) Courlander lays two, Walker and the DLP three. Later Walker's stronger player tops up south's short E2, which the DLP leaves at two; and each sets the next game going as its text says: Courlander and the DLP with the race, Walker with the weaker player's move.",
    example: 'courlander-diagram-2-reload',
    lanes: [
      { label: 'Courlander, Diagram 2' },
      { label: "The DLP, Abalala'e", ruleset: 'dlp-abalalae' },
      { label: 'Walker, rules 16-19', ruleset: 'walker-gabata' },
    ],
    options: ['reload'],
  },
];
