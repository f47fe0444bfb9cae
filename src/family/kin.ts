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
    game: 'courlander-abalala',
    witnesses: ['dlp-gabata-ansaba'],
    says: "The DLP's Gabata (Ansaba), after Pankhurst 1971, is Abalalà on two rows (our identification): three counters a hole, a race that opens the game, relay sowing, a take from an empty hole of one's own of the opponent's counters across the board, whose counter goes on to the next hole and may take again, and a next round laid out in threes by the loser, which the winner matches. Its race starts from the rightmost holes, where Courlander's starts from the left corner pockets.",
    cites: ['courlander.abalala.race', 'courlander.abalala.take', 'courlander.abalala.another-turn', 'dlp-gabata-ansaba.race', 'dlp-gabata-ansaba.capture', 'dlp-gabata-ansaba.loser', 'dlp-gabata-ansaba.winner'],
  },
];
