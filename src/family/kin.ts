import type { ClauseId, RulesetId } from '../engine/index';

/**
 * Which games of the site are witnesses of which: records of one game by two hands. Our reading,
 * in our words, each resting on the sentences that show the kinship (the families' notes, shared
 * notes §6, say the same). A ruleset added to the catalog joins a line here by its id; a line whose
 * games are not all in the catalog is a type error, so none stands before its games do.
 */
export interface Kin {
  /** The game the others witness, as the earliest of them records it. */
  game: RulesetId;
  /** Its other witnesses, or (`neighbour`) games of the family beside it that are not records of it. */
  witnesses: RulesetId[];
  neighbour?: true;
  /** Our words: what they share, and where they part. */
  says: string;
  /** The sentences it rests on, of every game it names. */
  cites: ClauseId[];
}

export const kin: Kin[] = [
  {
    game: 'courlander-abalala',
    witnesses: ['walker-gabata', 'dlp-abalalae'],
    says: "Walker's Gabata and Pankhurst's Abalala'e (on the DLP's page) record the game Courlander calls Abalalà (our identification): the same race from both first holes, the same relay, a take from an empty hole of the opponent's counters facing it. They part on whose empty hole takes (either side, in Walker's), when the race ends, and the route (Pankhurst's runs back and forth, each player his own).",
    cites: ['courlander.abalala.race', 'courlander.abalala.take', 'walker.rule-5', 'walker.rule-11', 'dlp-abalalae.race', 'dlp-abalalae.capture', 'dlp-abalalae.route'],
  },
  {
    game: 'courlander-sulus-nishtaw',
    witnesses: ['dlp-gabata-adowa', 'dlp-gabata-aksum', 'dlp-selus-massawa'],
    says: "Gabata (Adowa) and Gabata (Aksum), after Pankhurst 1971, record Courlander's Sulus Nishtaw 28 years on: a hole of three made four on the opponent's side is claimed, a last counter in the opponent's claim takes two, and the next round is counted out in threes. Aksum's leftmost hole, which may not start a move while it holds three or fewer, echoes Sulus Nishtaw's variation. Selus (Massawa), after Pankhurst too, claims and takes alike, on either side of the board, and gives the player another turn after a take from a hole of his own claiming, or from the opponent's leftmost hole.",
    cites: ['courlander.sulus-nishtaw.claims', 'courlander.sulus-nishtaw.take-two', 'courlander.sulus-nishtaw.division', 'courlander.sulus-nishtaw.variation', 'dlp-gabata-adowa.wegue', 'dlp-gabata-adowa.wegue-take', 'dlp-gabata-adowa.fill', 'dlp-gabata-aksum.leftmost', 'dlp-selus-massawa.capture', 'dlp-selus-massawa.take', 'dlp-selus-massawa.again', 'dlp-selus-massawa.leftmost'],
  },
  {
    game: 'courlander-sulus-aidi',
    witnesses: ['dlp-gabata-shoa-i', 'dlp-selus'],
    neighbour: true,
    says: "The DLP's Gabata (Shoa I) makes on two rows the claim of Courlander's Sulus Aidi, a hole of three made four on the opponent's side, which it calls a weg; it is a neighbour of the three-row games rather than a witness of one of them. The DLP's Selus, after Pankhurst 1971, bears the name of Courlander's Sulus games and opens with a race as Sulus Aidi does; its one claim at a time, the nedf, made by a last counter in the opponent's hole of three and guarded by the hole after it, is its own. Whether it is the game Courlander calls Sulus Aidi, whose rules our copy breaks off before giving in full, we cannot tell.",
    cites: ['courlander.sulus-aidi.claim', 'dlp.weg', 'courlander.sulus-aidi.race', 'dlp-selus.race', 'dlp-selus.nedf', 'dlp-selus.guardian'],
  },
  {
    game: 'dlp-gabata-shoa-i',
    witnesses: ['dlp-tuz', 'dlp-gabata-shoa-and-adegrat'],
    neighbour: true,
    says: "The DLP's Tuz, after Pankhurst 1971, is played in Wallo with the rules of Gabata (Shoa I), which its page gives in nearly the same words, its weg called a tuz; it parts from it in its opening, a choice of two stylised moves that leave the holes five and three in turn, one making a tuz, in the move that follows a take from a tuz, and in the hole that two counters over share by chance between rounds. Gabata (Shoa and Adegrat), after Pankhurst too, opens every round with the stylised move that makes a weg, the players taking turns at it, and makes a weg of any hole of three made four, on either side.",
    cites: ['dlp.weg', 'dlp-tuz.tuz', 'dlp-tuz.opening-choice', 'dlp-tuz.opening-tuz', 'dlp-tuz.take-continues', 'dlp.three-extra', 'dlp-tuz.remainder', 'dlp-gabata-shoa-and-adegrat.opening-weg', 'dlp-gabata-shoa-and-adegrat.alternate', 'dlp-gabata-shoa-and-adegrat.weg'],
  },
  {
    game: 'dlp-gabata-shoa-i',
    witnesses: ['dlp-qelat'],
    neighbour: true,
    says: "Qelat, of western Eritrea, is \"very similar to the Gabata game from Shoa\" by its own page (after Pankhurst 1971: 167-168): the same two rows of six with four counters, the same relay, a hole captured where the last counter makes an opponent's three four, and the next round counted in fours with a hole gained for every four over. They part where a last counter falls into the opponent's captured hole: Shoa's takes it and one more and the play ends, Qelat's removes one and the player sows again; and where each has two over, Qelat's players draw lots for the hole. A neighbour, then, rather than another record of one game (our reading).",
    cites: ['dlp.weg', 'dlp-qelat.weg', 'dlp.weg-rights.take', 'dlp-qelat.weg-take', 'dlp-qelat.weg-take.again', 'dlp.hole-gain', 'dlp-qelat.hole-gain', 'dlp-qelat.remainder'],
  },
  {
    game: 'courlander-sulus-aidi',
    witnesses: ['dlp-awagagae', 'dlp-mewegae'],
    says: "Awagagae is the name Courlander gives as the other name of Sulus Aidi (\"Sulus Aidi or Awagagà\"), and the DLP's Awagagae (after Pankhurst 1971: 169) claims as his Sulus Aidi does: a hole of three made four by the last counter on the opponent's side is captured, and kept. The DLP's Mewegae (168) has nearly Awagagae's page and Sulus Aidi's opening, both players sowing at once. Courlander's copy breaks off before his rules go further, and the DLP's games are on two rows, not three: witnesses by name, claim and race (our identification), whose rest we cannot set beside his.",
    cites: ['courlander.sulus-aidi.claim', 'courlander.sulus-aidi.race', 'dlp-awagagae.weg', 'dlp-awagagae.weg-persists', 'dlp-awagagae.weg-take', 'dlp-mewegae.race', 'dlp-mewegae.weg'],
  },
  {
    game: 'courlander-abalala',
    witnesses: ['dlp-gabata-ansaba'],
    says: "The DLP's Gabata (Ansaba), after Pankhurst 1971, is Abalalà on two rows (our identification): three counters a hole, a race that opens the game, relay sowing, a take from an empty hole of one's own of the opponent's counters across the board, whose counter goes on to the next hole and may take again, and a next round laid out in threes by the loser, which the winner matches. Its race starts from the rightmost holes, where Courlander's starts from the left corner pockets.",
    cites: ['courlander.abalala.race', 'courlander.abalala.take', 'courlander.abalala.another-turn', 'dlp-gabata-ansaba.race', 'dlp-gabata-ansaba.capture', 'dlp-gabata-ansaba.loser', 'dlp-gabata-ansaba.winner'],
  },
  {
    game: 'dlp-gabata-shoa-i',
    witnesses: ['dlp-leyla'],
    neighbour: true,
    says: "Leyla (or Wegi), played near Jigjiga (after Pankhurst 1971: 182), captures holes as Gabata (Shoa I) makes wegs, a hole of the opponent's made four by the last counter, and a last counter in the opponent's captured hole takes one counter of it with itself, as Shoa I's weg gives. It parts from it in its direction, clockwise where Shoa I sows anticlockwise, in the hole opposite captured with the hole made four, and in its later rounds, where no hole changes hands: the stronger fills as many holes as the weaker and keeps the rest, and two over are lent. A neighbour rather than another record of one game (our reading).",
    cites: ['dlp.move', 'dlp-leyla.route', 'dlp.weg', 'dlp-leyla.capture', 'dlp-leyla.capture.opposite', 'dlp.weg-rights.take', 'dlp-leyla.take', 'dlp.hole-gain', 'dlp-leyla.stronger-fills', 'dlp-leyla.loan'],
  },
  {
    game: 'dlp-jimafesosh',
    witnesses: ['dlp-gabata-oromo'],
    neighbour: true,
    says: "The DLP's Gabata (Oromo), after Pankhurst 1971: 178, opens with Jimafesosh's stylised move, which leaves eights and empties round the board and sows the last eight, but from the player's leftmost hole, where Jimafesosh's starts from the rightmost. It parts from it after the opening: it captures fours as they are sown, the sower's, save the final counter's, which it sows on, where Jimafesosh takes across the board. A neighbour by its opening (our reading), not another record of one game.",
    cites: ['dlp-jimafesosh.opening', 'dlp-jimafesosh.opening-next', 'dlp-jimafesosh.capture', 'dlp-gabata-oromo.opening-first', 'dlp-gabata-oromo.opening-until', 'dlp-gabata-oromo.fours'],
  },
  {
    game: 'dlp-rio-kadalis',
    witnesses: ['dlp-lamosh'],
    neighbour: true,
    says: "The DLP's Lamosh (after Pankhurst 1971: 178) gives, from its relay on, Rio Kadalis's sentences word for word: a hole a sown counter makes four is captured by the player in whose row it lies, the final counter's four by the sower, the round ends when one player cannot move, and holes are gained for every four over. It opens with the stylised move of Gabata (Shoa and Adegrat), whose held counter here makes a four that the player captures rather than a weg. A neighbour, not another record of one game: two games of one region, on one page's model (our reading).",
    cites: ['dlp-rio-kadalis.fours', 'dlp-lamosh.fours', 'dlp-rio-kadalis.round-end', 'dlp-lamosh.round-end', 'dlp-lamosh.opening-held.capture'],
  },
];
