import type { ClauseId, RulesetId } from '../engine/index';

/**
 * What a how-to-play card needs of a ruleset that its declaration does not give: the sentences
 * that set out the board's sides and the set-up (a declaration lists the clauses it realises, not
 * which says what), and our words where a ruleset does something no shared phrase of ./words.ts
 * describes. Everything here is ours; everything else on a card is derived (./card.ts). Keyed by
 * the catalog, so that a ruleset added there without an entry here is a type error.
 */
export interface CardData {
  /** The sentence that gives the board and whose holes are whose. */
  sides: ClauseId;
  /** The sentence that gives the set-up. */
  setup: ClauseId;
  /** Our words for an opening that is no race (the race is told from the engine's play). */
  opening?: string;
  /** Our words for a restriction on the holes a move may start from (Aksum's leftmost hole), its sentence and readings. */
  move?: { text: string; clause: ClauseId; readings: string[] };
  /** Our words for what happens during a sowing (the capture of fours), its sentence and readings. */
  during?: { text: string; clause: ClauseId; readings: string[] };
  /** Our words for how the next game or round is laid out, where no reading's words say it. */
  next?: string;
  /** A sentence to rest a landing rule's line on, by the rule's name, where the engine cites a narrower one. */
  landing?: Record<string, ClauseId>;
}

/** The wegue games' cards, whose pages word these sentences alike. */
function wegueCard(page: string): CardData {
  return {
    sides: `${page}.ownership`,
    setup: `${page}.setup`,
    next: 'Each player fills holes three to a hole from his leftmost hole along his route: the weaker his own, the stronger his own and those of the weaker\'s left over; a last hole of two is made three with one counter of the other player\'s.',
    landing: { 'into-own-wegue': `${page}.wegue-no-sow` },
  };
}

export const cardData = {
  'courlander-abalala': { sides: 'courlander.abalala.territory', setup: 'courlander.abalala.setup' },
  'courlander-sulus-aidi': { sides: 'courlander.abalala.territory', setup: 'courlander.abalala.setup' },
  'courlander-sulus-nishtaw': {
    sides: 'courlander.abalala.territory',
    setup: 'courlander.abalala.setup',
    opening:
      'The first player makes one special move. B takes one bean from each of holes 1 to 8 into his hand, drops them one a hole from hole 9 on, so that the last falls in hole 16, then lifts hole 16 and sows on as in any move. If A begins, he does the same from hole 10, the board turned round.',
    next: 'The winner lays his beans three to a hole along his nearest row, back along the middle row, then along the far row: the holes he fills are his side for the next game, the rest the loser\'s, who fills them three to a hole.',
  },
  'walker-gabata': { sides: 'walker.rule-3', setup: 'walker.rule-2' },
  'dlp-gabata-shoa-i': {
    sides: 'dlp.board',
    setup: 'dlp.setup',
    next: 'Each player fills his holes four to a hole from his rightmost; the one with more counters gains a hole of his opponent\'s for every four he has over, and one more for three over, but none for one or two.',
  },
  'dlp-abalalae': { sides: 'dlp-abalalae.ownership', setup: 'dlp-abalalae.setup', landing: { 'capture-facing': 'dlp-abalalae.capture' } },
  'dlp-gabata-adowa': wegueCard('dlp-gabata-adowa'),
  'dlp-gabata-aksum': {
    ...wegueCard('dlp-gabata-aksum'),
    move: {
      text: 'But not from your leftmost hole in your own row (south\'s A1, north\'s F3) while it holds three counters or fewer, unless you have no other hole to sow; a relay may lift it.',
      clause: 'dlp-gabata-aksum.leftmost',
      readings: ['aksum-no-other-option', 'aksum-leftmost-relay'],
    },
  },
  'dlp-selus-massawa': {
    sides: 'dlp-selus-massawa.ownership',
    setup: 'dlp-selus-massawa.board.setup',
    landing: { claim: 'dlp-selus-massawa.capture' },
    next: 'Each player fills holes three to a hole from his leftmost hole along his route: the weaker his own, the stronger his own and those of the weaker\'s left over; a last hole of two is made three with one counter of the other player\'s.',
  },
  'dlp-selus': {
    sides: 'dlp-selus.ownership',
    setup: 'dlp-selus.setup',
    move: {
      text: 'From a hole of more than three counters if you have one; else not from your three leftmost holes (south\'s A1-C1, north\'s F3-D3), and where your other holes hold only twos and threes, from the hole of two nearest the opponent\'s holes; your leftmost holes only when every other hole is empty, one of one counter first. As you sow, pass over the opponent\'s holes of three, unless your last counter makes one your nedf.',
      clause: 'dlp-selus.leftmost',
      readings: ['selus-start', 'selus-closest', 'selus-skip-count'],
    },
  },
  'dlp-rab-e': {
    sides: 'dlp-rab-e.ownership',
    setup: 'dlp-rab-e.setup',
    during: {
      text: 'As you sow, any hole that one of your counters makes hold four, yours or your opponent\'s, is captured at once: you take the four and sow on.',
      clause: 'dlp-rab-e.fours',
      readings: ['fours-when', 'fours-then', 'fours-taker', 'fours-made'],
    },
    next: 'The weaker player lays all his counters four to a hole from his leftmost hole along his route, the last hole taking what is left; the stronger lays four in as many of his own holes, those facing them, and keeps the rest as his winnings.',
  },
  'dlp-tuz': {
    sides: 'dlp-tuz.board',
    setup: 'dlp-tuz.setup',
    opening:
      'The first player makes the stylised move, one counter at a time. He holds one from his rightmost hole; then takes one from the next hole into the one after it, and so on round the board, until his rightmost hole holds four again and the holes hold five and three in turn; the held counter makes the first hole of his opponent\'s row four, his tuz. Or, the other way the page offers, he moves a counter from his rightmost hole into the next, and so on, leaving threes and fives and no tuz. His opponent sows first.',
    next: 'Each player fills his holes four to a hole from his rightmost; the one with more counters gains a hole of his opponent\'s for every four he has over, and one more for three over; a hole that two over would fill is shared, and a lot says whose it is.',
  },
  'dlp-gabata-shoa-and-adegrat': {
    sides: 'dlp-gabata-shoa-and-adegrat.board',
    setup: 'dlp-gabata-shoa-and-adegrat.setup',
    landing: { claim: 'dlp-gabata-shoa-and-adegrat.weg' },
    opening:
      'Each round opens with the stylised move, one counter at a time. The player who makes it holds one from his rightmost hole; then takes one from the next hole into the one after it, and so on round the board, until his rightmost hole holds four again and the holes hold five and three in turn; the held counter makes the first hole of his opponent\'s row four, his weg. His opponent sows first. The page has the players take turns at it from round to round; here the player named to begin makes it in every round.',
    next: 'Each player fills his holes four to a hole from his rightmost; the one with more counters gains a hole of his opponent\'s for every four he has over, and one more for three over (made four with one of the other\'s); a hole that two over would fill is shared, and a lot says whose it is.',
  },
  'dlp-qelat': {
    sides: 'dlp-qelat.board',
    setup: 'dlp-qelat.setup',
    next: 'Each player fills his holes four to a hole from his rightmost; the one with more counters gains a hole of his opponent\'s for every four he has over, and one more for three over; with two over each, a lot gives the hole.',
  },
  'dlp-awagagae': {
    sides: 'dlp-awagagae.board',
    setup: 'dlp-awagagae.setup',
    next: 'Each player fills his holes four to a hole from his rightmost; the one with more counters gains a hole of his opponent\'s for every four he has over, and one more for three over; with two over each, the hole stays the weaker\'s.',
  },
  'dlp-rio-kadalis': {
    sides: 'dlp-rio-kadalis.board',
    setup: 'dlp-rio-kadalis.setup',
    during: {
      text: 'As you sow, any hole that one of your counters makes hold four is captured at once by the player in whose row it is; a four your last counter makes is yours, and ends your turn.',
      clause: 'dlp-rio-kadalis.fours',
      readings: ['fours-when', 'fours-taker', 'last-four-ends', 'fours-made'],
    },
    next: 'Each player fills his holes four to a hole from his rightmost; the one with more counters gains a hole of his opponent\'s for every four he has over, and one more for three over, but none for one or two.',
  },
  'dlp-mewelad': {
    sides: 'dlp-mewelad.board',
    setup: 'dlp-mewelad.setup',
    during: {
      text: 'As you sow, any hole that one of your counters makes hold four is captured at once by its owner; a four your last counter makes is yours, and ends your turn.',
      clause: 'dlp-mewelad.fours',
      readings: ['fours-when', 'fours-taker', 'last-four-ends', 'fours-made'],
    },
    next: 'Each player fills his holes four to a hole from his rightmost; the one with more than his first 24 gains a hole of his opponent\'s for every four over, and one for three over; then the round opens with the race again.',
  },
  'dlp-gabata-ghinda': {
    sides: 'dlp-gabata-ghinda.board',
    setup: 'dlp-gabata-ghinda.setup',
    move: { text: 'Your first turn of a round is from your leftmost hole (south\'s A1, north\'s F2), unless it is empty.', clause: 'dlp-gabata-ghinda.first-turn', readings: ['ghinda-first-turn', 'ghinda-leftmost-empty'] },
    during: {
      text: 'As you sow, any hole that one of your counters makes hold four is captured at once by its owner; a four your last counter makes is yours, and ends your turn.',
      clause: 'dlp-gabata-ghinda.fours',
      readings: ['fours-when', 'fours-taker', 'last-four-ends', 'ghinda-jen'],
    },
    next: 'Each player fills his holes four to a hole from his rightmost; the one with more than his first 24 gains a hole of his opponent\'s for every four over, and one for three over; two over go to the weaker player.',
  },
  'dlp-hufesay': {
    sides: 'dlp-hufesay.board',
    setup: 'dlp-hufesay.setup',
    next: 'Each player fills his holes four to a hole from his rightmost; the one with more counters gains a hole of his opponent\'s for every four he has over, and one more for three over; with two over each, a lot gives the hole.',
  },
  'dlp-gabata-ansaba': {
    sides: 'dlp-gabata-ansaba.capture',
    setup: 'dlp-gabata-ansaba.setup',
    next: 'The loser lays his counters three to a hole from his rightmost hole leftward, the rest one to a hole; the winner lays the same in the holes facing them and keeps the rest.',
  },
  'dlp-jimafesosh': {
    sides: 'dlp-jimafesosh.board',
    setup: 'dlp-jimafesosh.setup',
    opening:
      'The first player lifts his rightmost hole (south\'s F1) into the hole across the board, then lifts the hole after that into the next, and so on round the board, until every other hole holds eight and the rest none; then he lifts the last hole of eight (south\'s E1) and sows it as any move.',
    next: 'Each player fills his holes four to a hole from his rightmost; the one with more counters gains a hole of his opponent\'s for every four he has over, and one more for three over; with two over each, a lot gives the hole. The one who begins makes the opening move again.',
  },
  'dlp-mewegae': {
    sides: 'dlp-mewegae.board',
    setup: 'dlp-mewegae.setup',
    next: 'Each player fills his holes four to a hole from his rightmost; the one with more counters gains a hole of his opponent\'s for every four he has over, and one more for three over; with two over each, the hole stays the weaker\'s.',
  },
  'dlp-gabata-adegrat': {
    sides: 'dlp-gabata-adegrat.board',
    setup: 'dlp-gabata-adegrat.setup',
    next: 'Each player fills his holes three to a hole from his rightmost; the one with more counters gains a hole of his opponent\'s for every three he has over; one or two over go into the weaker\'s last hole, which he makes up to three.',
  },
  'dlp-leyla': {
    sides: 'dlp-leyla.board',
    setup: 'dlp-leyla.setup',
    next: 'Each player fills his holes four to a hole from his rightmost, the stronger only as many as the weaker can and keeping the rest; with three over the weaker is given the stronger\'s one, with two over each the stronger lends his two (not repaid by the engine), with one over the weaker gives it up.',
  },
  'dlp-gabata-oromo': {
    sides: 'dlp-gabata-oromo.board',
    setup: 'dlp-gabata-oromo.setup',
    opening:
      'The first player lifts the four of his leftmost hole (south\'s A1) into the next hole, then the four of the hole after that into the next, and so on round the board, until every other hole holds eight and the rest none; then he sows the last hole of eight (south\'s A2) as any move.',
    during: {
      text: 'As you sow, any hole that one of your counters makes hold four, yours or your opponent\'s, is captured at once by you, and you sow on; but a four your last counter makes is picked up and sown on.',
      clause: 'dlp-gabata-oromo.fours',
      readings: ['fours-when', 'fours-made'],
    },
  },  'dlp-gabata-wuqro': {
    sides: 'dlp-gabata-wuqro.board',
    setup: 'dlp-gabata-wuqro.setup',
    opening:
      'The first player lifts every counter of his row, from his leftmost hole (south\'s A1) on, and sows them from the first hole of his opponent\'s row (south\'s F2), relaying as any sowing; no four is captured in it.',
    during: {
      text: 'When a lap of your sowing ends, each hole it was sown into that holds four is captured by the player whose row it is in; four in the hole of your last counter are yours, and end your turn.',
      clause: 'dlp-gabata-wuqro.fours',
      readings: ['fours-when', 'fours-taker', 'wuqro-lap-fours'],
    },
    next: 'A round ends when four counters or fewer are left. Each player fills holes three to a hole from his leftmost; the stronger fills on into his opponent\'s nearest holes, which become his; a player with two over makes a hole with his opponent\'s one over. The players name who opens it, the one who played second.',
  },

  'dlp-lamosh': {
    sides: 'dlp-lamosh.board',
    setup: 'dlp-lamosh.setup',
    opening:
      'Each round opens with the stylised move, one counter at a time. The player who makes it holds one from his rightmost hole; then takes one from the next hole into the one after it, and so on round the board, until his rightmost hole holds four again and the holes hold five and three in turn; the held counter makes the first hole of his opponent\'s row four, and he captures those four. His opponent sows first.',
    during: {
      text: 'As you sow, any hole that one of your counters makes hold four is captured at once by the player in whose row it is; a four your last counter makes is yours, and ends your turn.',
      clause: 'dlp-lamosh.fours',
      readings: ['fours-when', 'fours-taker', 'last-four-ends', 'fours-made'],
    },
    next: 'Each player fills his holes four to a hole from his rightmost; the one with more counters gains a hole of his opponent\'s for every four he has over, and one more for three over, but none for one or two; the player named to begin makes the stylised move again.',
  },
  'dlp-lam-waladach': {
    sides: 'dlp-lam-waladach.board',
    setup: 'dlp-lam-waladach.setup',
    opening:
      'Each round opens with one move by the player named to begin: he lifts three counters from every hole of his, 18 in all, and sows them from the first hole of his opponent\'s row on (south from F2), relaying as any sowing does. His opponent moves next, unless the sowing captured.',
    during: {
      text: 'As you sow, any hole that one of your counters makes hold four is yours at once, in either row; a sowing that captured anything gives you another turn when it ends.',
      clause: 'dlp-lam-waladach.fours',
      readings: ['fours-when', 'capture-again', 'capture-again-taken', 'waladach-circuit', 'fours-made'],
    },
    next: 'Each player fills his holes four to a hole from his rightmost; the one with more counters gains a hole of his opponent\'s for every four he has over, and one more for three over, but none for one or two; the player named to begin makes the opening move again.',
  },
} satisfies Record<RulesetId, CardData>;
