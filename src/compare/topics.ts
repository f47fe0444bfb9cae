import type { OptionId } from '../engine/index';
import { witnessOfClause, witnesses, type Witness, type WitnessId } from '../words/witnesses';

/**
 * The side-by-side comparison, topic by topic. Its columns are witnesses, not authors: each game
 * as one work records it (src/words/witnesses.ts), so that Courlander's Abalalà, Sulus Aidi and
 * Sulus Nishtaw stand in three columns and never read as one text. Each cell names the clauses
 * it quotes (the quotation itself is pulled from the transcription by id, never retyped) or says
 * the witness is silent; each topic says, in our words, where the witnesses agree and differ, and
 * names the engine options that decide the differences.
 */
export type Cell = { clauses: string[]; note?: string } | { silent: string };

export interface Topic {
  id: string;
  title: string;
  /** The topic named in a few words, where the title is longer ("Ownership"); the title otherwise. */
  short?: string;
  /** By witness (its source id); a witness with no cell is not shown under the topic. */
  cells: Partial<Record<WitnessId, Cell>>;
  verdict: 'agree' | 'differ' | 'partly';
  /** Our summary of the agreement or difference. */
  summary: string;
  /** The engine options that decide what differs or is left open. */
  options: OptionId[];
}

export const topics: Topic[] = [
  {
    id: 'board',
    title: 'Board and pieces',
    cells: {
      'courlander-1943-abalala': { clauses: ['courlander.abalala.halves', 'courlander.abalala.setup'] },
      'courlander-1943-sulus-aidi': { silent: 'Our copy of the section gives no board or set-up of its own: its play is “similar to that in Abalalà”, sown “in the rotation shown in Diagram 1”.' },
      'courlander-1943-sulus-nishtaw': { silent: 'The section gives no board or set-up of its own: its holes are numbered as in Diagram 1, the numbered board of the Abalalà section.' },
      'walker-2011': { clauses: ['walker.rule-1', 'walker.rule-2'] },
      'dlp-gabata-shoa-i': { clauses: ['dlp.board', 'dlp.setup'], note: 'The observed rulesets also have five and seven holes a row.' },
      'dlp-abalalae': { clauses: ['dlp-abalalae.board', 'dlp-abalalae.setup'] },
      'dlp-gabata-adowa': { clauses: ['dlp-gabata-adowa.board', 'dlp-gabata-adowa.setup'] },
      'dlp-gabata-aksum': { clauses: ['dlp-gabata-aksum.board', 'dlp-gabata-aksum.setup'] },
      'dlp-selus-massawa': { clauses: ['dlp-selus-massawa.board'] },
      'dlp-selus': { clauses: ['dlp-selus.board', 'dlp-selus.setup'] },
      'dlp-rab-e': { clauses: ['dlp-rab-e.board', 'dlp-rab-e.setup'] },
      'dlp-qelat': { clauses: ['dlp-qelat.board', 'dlp-qelat.setup'] },
      'dlp-awagagae': { clauses: ['dlp-awagagae.board', 'dlp-awagagae.setup'] },
      'dlp-mewegae': { clauses: ['dlp-mewegae.board', 'dlp-mewegae.setup'] },
    },
    verdict: 'partly',
    summary: 'Abalalà, Walker\'s Gabata and Pankhurst\'s record of Abalala\'e play on three rows of six with three beans (counters, in the DLP\'s words) a hole, 54 in all; Courlander describes the board once, for Abalalà, and his Sulus Aidi and Sulus Nishtaw number its holes as Abalalà\'s Diagram 1 does. The DLP\'s Gabata (Shoa I) is on two rows of six with four (48). Walker\'s storage holes are optional; Courlander\'s are part of the board; the Abalala\'e page names none. The DLP\'s Gabata (Adowa) and Gabata (Aksum) are on three rows of six with three a hole, as Abalalà. So are Selus (Massawa) and Selus, the DLP\'s other records of the Sulus games. Rab\'e has four counters a hole, 72 in all.',
    options: ['observed'],
  },
  {
    id: 'ownership',
    title: 'Ownership: whose holes are whose',
    short: 'Ownership',
    cells: {
      'courlander-1943-abalala': { clauses: ['courlander.abalala.territory', 'courlander.abalala.side-a', 'courlander.abalala.side-b'] },
      'courlander-1943-sulus-aidi': { clauses: ['courlander.sulus-aidi.example-6'], note: 'It does not define the sides; its examples put 6 and 9 on B\'s side and 15 on A\'s, as Abalalà\'s sides do.' },
      'courlander-1943-sulus-nishtaw': { clauses: ['courlander.sulus-nishtaw.winner-side', 'courlander.sulus-nishtaw.half-and-half'] },
      'walker-2011': { clauses: ['walker.rule-3'] },
      'dlp-gabata-shoa-i': { clauses: ['dlp.move'], note: 'Each player plays from "their row".' },
      'dlp-abalalae': { clauses: ['dlp-abalalae.ownership'] },
      'dlp-gabata-adowa': { clauses: ['dlp-gabata-adowa.ownership'] },
      'dlp-gabata-aksum': { clauses: ['dlp-gabata-aksum.ownership'] },
      'dlp-selus-massawa': { clauses: ['dlp-selus-massawa.ownership'] },
      'dlp-selus': { clauses: ['dlp-selus.ownership'] },
      'dlp-rab-e': { clauses: ['dlp-rab-e.ownership'] },
      'dlp-qelat': { clauses: ['dlp-qelat.move.pick-up'], note: 'A player plays from "any of their holes"; the page does not say which holes are whose at the start, and its rounds count them in fours ("the player who has more ... takes ownership of one of the opponent\'s holes").' },
      'dlp-awagagae': { clauses: ['dlp-awagagae.move.pick-up'], note: 'A player plays from "any of their holes"; the page does not say which holes are whose at the start, and its rounds count them in fours.' },
      'dlp-mewegae': { clauses: ['dlp-mewegae.move.pick-up'], note: 'A player plays from "any of their holes"; the page does not say which holes are whose at the start, and its rounds count them in fours.' },
    },
    verdict: 'agree',
    summary: 'On the 3x6 board each player owns his nearest row and the half of the middle row on his right (in Abalalà B has 1-9; in Walker\'s Gabata, A-I); Pankhurst\'s record, as the DLP gives it, says so in nearly Walker\'s words, and the holes are the same. Sulus Aidi\'s examples keep Abalalà\'s sides. Ownership weighs more in Abalalà and Pankhurst\'s Abalala\'e, where only a last bean in one\'s own hole captures, than in Walker\'s Gabata. In the DLP\'s Gabata (Shoa I) each player owns his row. Only Sulus Nishtaw redraws the sides in later games, by the beans each player won. Gabata (Adowa) and Gabata (Aksum) give each player the same nine holes, in the words of the Abalala\'e page.',
    options: [],
  },
  {
    id: 'direction',
    title: 'Direction and route',
    cells: {
      'courlander-1943-abalala': { clauses: ['courlander.abalala.direction', 'courlander.abalala.sowing'] },
      'courlander-1943-sulus-aidi': { clauses: ['courlander.sulus-aidi.move'] },
      'courlander-1943-sulus-nishtaw': { clauses: ['courlander.sulus-nishtaw.route-unchanged'] },
      'walker-2011': { clauses: ['walker.rule-4'] },
      'dlp-gabata-shoa-i': { clauses: ['dlp.move'] },
      'dlp-abalalae': { clauses: ['dlp-abalalae.route', 'dlp-abalalae.route-loop'] },
      'dlp-gabata-adowa': { clauses: ['dlp-gabata-adowa.route'] },
      'dlp-gabata-aksum': { clauses: ['dlp-gabata-aksum.route'] },
      'dlp-selus-massawa': { clauses: ['dlp-selus-massawa.route'] },
      'dlp-selus': { clauses: ['dlp-selus.route'] },
      'dlp-rab-e': { clauses: ['dlp-rab-e.route'] },
      'dlp-qelat': { clauses: ['dlp-qelat.move.sow'] },
      'dlp-awagagae': { clauses: ['dlp-awagagae.move.sow'] },
      'dlp-mewegae': { clauses: ['dlp-mewegae.move.sow'] },
    },
    verdict: 'partly',
    summary: 'Courlander\'s three games, Walker\'s Gabata and the DLP\'s Gabata (Shoa I) sow anticlockwise, both players on one circuit: Sulus Aidi and Sulus Nishtaw follow the rotation of Abalalà\'s Diagram 1, Sulus Nishtaw even when its sides are redrawn. On the 3x6 board the route through the middle row (each half from its outer end inward) is Courlander\'s numbering; Walker\'s notation read in sowing order gives the same route. Pankhurst\'s record gives each player a route of his own, back and forth along the rows: his nearest row left to right, the whole middle row right to left, the far row left to right, then his own first hole again; so the two players cross the middle row in opposite directions. Courlander\'s numbering rules that route out for his games. Gabata (Adowa) and Gabata (Aksum) spell that circuit out row by row: the player\'s full row left to right, his half of the central row right to left, the opponent\'s full row, the opponent\'s part of the central row. Selus (Massawa) and Selus give the same circuit in the same words.',
    options: ['skip-origin'],
  },
  {
    id: 'opening',
    title: 'The opening',
    cells: {
      'courlander-1943-abalala': { clauses: ['courlander.abalala.race', 'courlander.abalala.race-holes', 'courlander.abalala.race-end', 'courlander.abalala.first-turn'] },
      'courlander-1943-sulus-aidi': { clauses: ['courlander.sulus-aidi.race', 'courlander.sulus-aidi.race-end', 'courlander.sulus-aidi.alternate'] },
      'courlander-1943-sulus-nishtaw': { clauses: ['courlander.sulus-nishtaw.opening', 'courlander.sulus-nishtaw.opening-b', 'courlander.sulus-nishtaw.opening-a'] },
      'walker-2011': { clauses: ['walker.rule-5', 'walker.rule-6', 'walker.rule-7', 'walker.rule-8'] },
      'dlp-gabata-shoa-i': { clauses: ['dlp.lots', 'dlp.gabata-3'] },
      'dlp-abalalae': { clauses: ['dlp-abalalae.race', 'dlp-abalalae.race-start', 'dlp-abalalae.turns'] },
      'dlp-gabata-adowa': { silent: 'The page names no opening and does not say who moves first: sowing "always begins from a player\'s own holes".' },
      'dlp-gabata-aksum': { silent: 'The page names no opening and does not say who moves first: sowing "always begins from a player\'s own holes".' },
      'dlp-selus-massawa': { silent: 'The page names no opening and does not say who moves first.' },
      'dlp-selus': { clauses: ['dlp-selus.race', 'dlp-selus.race-end'] },
      'dlp-rab-e': { silent: 'The page names no opening and does not say who moves first.' },
      'dlp-qelat': { silent: 'The page names no opening and does not say who moves first.' },
      'dlp-awagagae': { silent: 'The page names no opening and does not say who moves first.' },
      'dlp-mewegae': { clauses: ['dlp-mewegae.race', 'dlp-mewegae.race.end'], note: 'It does not say where each player starts, nor who moves after the race.' },
    },
    verdict: 'differ',
    summary: 'Abalalà, Sulus Aidi, Walker\'s Gabata and Pankhurst\'s record all open with both players sowing at once from their first holes (Pankhurst\'s: the leftmost hole of the nearest row). In Abalalà the race runs until both last beans fall into empty pockets "at the same time", and then "one of the players" begins; Sulus Aidi\'s opening is "the same as in Abalalà", run until "their last beans fall into empty pockets", after which the players alternate. Walker ends the race when the first player finishes, and that player begins. Pankhurst\'s record races "to be the first" to end in an empty hole, and the winner plays first when turns begin, as in Walker. Sulus Nishtaw opens instead with one player\'s set move; the DLP\'s Gabata (Shoa I) draws lots, and its Gabata 3 has a stylised opening. The pages of Gabata (Adowa) and Gabata (Aksum) give no opening at all. The DLP\'s Selus opens with a race, as Abalalà does: both play at once, and the first whose last counter falls into an empty hole begins; the page of Selus (Massawa) names no opening. Mewegae\'s page opens with the players sowing at once "until one player drops their final counter into an empty hole", as Walker\'s race ends at the first finish.',
    options: ['race-end', 'after-race', 'race-order', 'race-leftover', 'selus-opening'],
  },
  {
    id: 'sowing',
    title: 'Sowing and relay',
    cells: {
      'courlander-1943-abalala': { clauses: ['courlander.abalala.relay'] },
      'courlander-1943-sulus-aidi': { clauses: ['courlander.sulus-aidi.sequence'], note: 'Our copy says no more of a last bean in an occupied hole.' },
      'courlander-1943-sulus-nishtaw': { clauses: ['courlander.sulus-nishtaw.opening-relay'] },
      'walker-2011': { clauses: ['walker.rule-10'] },
      'dlp-gabata-shoa-i': { clauses: ['dlp.relay', 'dlp.end'] },
      'dlp-abalalae': { clauses: ['dlp-abalalae.relay'] },
      'dlp-gabata-adowa': { clauses: ['dlp-gabata-adowa.relay'] },
      'dlp-gabata-aksum': { clauses: ['dlp-gabata-aksum.relay'] },
      'dlp-selus-massawa': { clauses: ['dlp-selus-massawa.move.relay', 'dlp-selus-massawa.end'] },
      'dlp-selus': { clauses: ['dlp-selus.main.relay', 'dlp-selus.main.end', 'dlp-selus.skip'] },
      'dlp-rab-e': { clauses: ['dlp-rab-e.relay', 'dlp-rab-e.end'] },
      'dlp-qelat': { clauses: ['dlp-qelat.move.relay', 'dlp-qelat.end', 'dlp-qelat.turn'] },
      'dlp-awagagae': { clauses: ['dlp-awagagae.move.relay', 'dlp-awagagae.end', 'dlp-awagagae.turn'] },
      'dlp-mewegae': { clauses: ['dlp-mewegae.move.relay', 'dlp-mewegae.end', 'dlp-mewegae.turn'] },
    },
    verdict: 'agree',
    summary: 'A last bean in an occupied hole lifts that hole and sows on: Abalalà, Walker\'s Gabata and both DLP games say so; Sulus Nishtaw\'s opening lifts hole 16 and sows on "as in the conventional play", and Sulus Aidi\'s play is "similar to that in Abalalà". None says whether a hole of eighteen or more skips its own hole on the lap. Gabata (Adowa) and Gabata (Aksum) relay as the others do. Selus\'s sowing passes over the opponent\'s holes of three.',
    options: ['skip-origin', 'selus-skip-count'],
  },
  {
    id: 'capture',
    title: 'Capture, claim, weg',
    cells: {
      'courlander-1943-abalala': { clauses: ['courlander.abalala.take', 'courlander.abalala.end-opponent-side'] },
      'courlander-1943-sulus-aidi': { clauses: ['courlander.sulus-aidi.claim', 'courlander.sulus-aidi.claim-collects'] },
      'courlander-1943-sulus-nishtaw': { clauses: ['courlander.sulus-nishtaw.claims', 'courlander.sulus-nishtaw.take-two'] },
      'walker-2011': { clauses: ['walker.rule-11'] },
      'dlp-gabata-shoa-i': { clauses: ['dlp.weg', 'dlp.weg-rights', 'dlp.empty-weg'] },
      'dlp-abalalae': { clauses: ['dlp-abalalae.capture', 'dlp-abalalae.capture-left', 'dlp-abalalae.capture-right'] },
      'dlp-gabata-adowa': { clauses: ['dlp-gabata-adowa.wegue', 'dlp-gabata-adowa.wegue-take', 'dlp-gabata-adowa.last-hole'] },
      'dlp-gabata-aksum': { clauses: ['dlp-gabata-aksum.wegue', 'dlp-gabata-aksum.wegue-take', 'dlp-gabata-aksum.last-hole'] },
      'dlp-selus-massawa': { clauses: ['dlp-selus-massawa.capture', 'dlp-selus-massawa.take'] },
      'dlp-selus': { clauses: ['dlp-selus.nedf', 'dlp-selus.one-nedf', 'dlp-selus.nedf-two', 'dlp-selus.guardian', 'dlp-selus.guardian-holds'] },
      'dlp-rab-e': { clauses: ['dlp-rab-e.fours', 'dlp-rab-e.last-four'] },
      'dlp-qelat': { clauses: ['dlp-qelat.weg', 'dlp-qelat.weg-rights', 'dlp-qelat.own-weg', 'dlp-qelat.weg-take', 'dlp-qelat.weg-persists'] },
      'dlp-awagagae': { clauses: ['dlp-awagagae.weg', 'dlp-awagagae.weg-rights', 'dlp-awagagae.own-weg', 'dlp-awagagae.weg-take', 'dlp-awagagae.weg-persists'] },
      'dlp-mewegae': { clauses: ['dlp-mewegae.weg', 'dlp-mewegae.weg-rights', 'dlp-mewegae.own-weg', 'dlp-mewegae.weg-take', 'dlp-mewegae.weg-persists'] },
    },
    verdict: 'differ',
    summary: 'Abalalà and Walker\'s Gabata take from the column of an empty hole the last bean falls in; Abalalà requires the hole to be the player\'s own, Walker does not. Pankhurst\'s record captures only in the player\'s own empty hole, as Abalalà does, and names the holes taken by the half of the board: on the left half the opponent\'s two holes facing it, on the right half his one; they are the holes of Courlander\'s column. Sulus Aidi and Sulus Nishtaw claim a hole of three made four on the opponent\'s side, as the DLP\'s Gabata (Shoa I) makes a weg; robbing a claim (two beans) is Sulus Nishtaw\'s, robbing a weg (the last counter and one more) Gabata (Shoa I)\'s. Gabata (Adowa) and Gabata (Aksum) make Sulus Nishtaw\'s claim (a wegue, in their words) and take two from the opponent\'s, and take three from the opponent\'s single remaining hole made four, leaving him one to play on. Selus (Massawa) claims and takes as Gabata (Adowa) does, on either side. Selus allows one claim, the nedf, at a time: after the first, only the last two counters make one, and the hole after it, the guardian, stops a new one while it holds three. Rab\'e claims nothing: any hole a sowing makes four is captured at once, whoever owns it. Qelat, after Pankhurst, captures as Gabata (Shoa I) does, a last counter making an opponent\'s three four; a last counter in the opponent\'s captured hole removes one counter to the store, where Shoa\'s takes two. Awagagae\'s page has Qelat\'s words but for that: the first last counter in the opponent\'s captured hole does nothing, and every later one removes a counter and ends the sowing.',
    options: ['empty-hole-take', 'claim-side', 'own-claim-landing', 'aidi-empty-landing', 'nedf-made', 'nedf-kept'],
  },
  {
    id: 'extra-turns',
    title: 'Extra turns',
    cells: {
      'courlander-1943-abalala': { clauses: ['courlander.abalala.another-turn', 'courlander.abalala.repeat-take'] },
      'courlander-1943-sulus-aidi': { clauses: ['courlander.sulus-aidi.claim-ends-turn'] },
      'courlander-1943-sulus-nishtaw': { clauses: ['courlander.sulus-nishtaw.another-turn', 'courlander.sulus-nishtaw.repeat'] },
      'walker-2011': { clauses: ['walker.rule-12'] },
      'dlp-gabata-shoa-i': { silent: 'The page does not say whether taking from a weg gives another move.' },
      'dlp-abalalae': { clauses: ['dlp-abalalae.continue', 'dlp-abalalae.continue-outcomes'] },
      'dlp-gabata-adowa': { silent: 'The page does not say whether taking from a wegue gives another move; we read that the turn ends there.' },
      'dlp-gabata-aksum': { silent: 'The page does not say whether taking from a wegue gives another move; we read that the turn ends there.' },
      'dlp-selus-massawa': { clauses: ['dlp-selus-massawa.again', 'dlp-selus-massawa.leftmost'] },
      'dlp-selus': { clauses: ['dlp-selus.nedf-continue'] },
      'dlp-rab-e': { silent: 'The page gives no other move; a capture by the last counter ends the turn.' },
      'dlp-qelat': { clauses: ['dlp-qelat.weg-take.again'] },
      'dlp-awagagae': { clauses: ['dlp-awagagae.weg-take.ends'], note: 'No other move: after a counter is removed, the sowing ends.' },
      'dlp-mewegae': { clauses: ['dlp-mewegae.weg-take.again'] },
    },
    verdict: 'partly',
    summary: 'After a take, Abalalà and Walker\'s Gabata sow on from the hole of the last bean. Pankhurst\'s record says how: the one counter that made the capture goes on into the next hole, and may capture again, relay, or end the turn; it does not say whether that counter is lifted alone or with the hole. After robbing a claim, Sulus Nishtaw\'s player starts a new move anywhere on his side; in Sulus Aidi making a claim ends the turn. The Gabata (Shoa I) page is silent after a weg is robbed; its evidence record says play continues, Ludii\'s code that it does not. The pages of Gabata (Adowa) and Gabata (Aksum) are silent after a take from a wegue, and we end the turn there. Selus (Massawa) gives another turn after a take from a hole of one\'s own claiming, or from the opponent\'s leftmost hole; Selus\'s player sows on from the last hole after making a nedf by the last two counters. Qelat\'s page says it: after a counter is removed from the opponent\'s captured hole, "the sowing continues with the contents of any of the player\'s holes". Mewegae\'s page gives another sowing after a removal, as Qelat\'s does; Awagagae\'s, in the same words otherwise, ends the sowing.',
    options: ['weg-take-continues'],
  },
  {
    id: 'end',
    title: 'The end of a game',
    cells: {
      'courlander-1943-abalala': { clauses: ['courlander.abalala.vacated'] },
      'courlander-1943-sulus-aidi': { clauses: ['courlander.sulus-aidi.claim-end-of-game'], note: 'Our copy breaks off before the section says how a game ends.' },
      'courlander-1943-sulus-nishtaw': { clauses: ['courlander.sulus-nishtaw.game-end', 'courlander.sulus-nishtaw.final-ownership'] },
      'walker-2011': { clauses: ['walker.rule-14', 'walker.rule-15'] },
      'dlp-gabata-shoa-i': { clauses: ['dlp.pass', 'dlp.round-end', 'dlp.round-score'] },
      'dlp-abalalae': { clauses: ['dlp-abalalae.round-end', 'dlp-abalalae.sweep'] },
      'dlp-gabata-adowa': { clauses: ['dlp-gabata-adowa.round-end', 'dlp-gabata-adowa.collect'] },
      'dlp-gabata-aksum': { clauses: ['dlp-gabata-aksum.round-end', 'dlp-gabata-aksum.collect'] },
      'dlp-selus-massawa': { clauses: ['dlp-selus-massawa.round-end', 'dlp-selus-massawa.collect'] },
      'dlp-selus': { clauses: ['dlp-selus.end'] },
      'dlp-rab-e': { clauses: ['dlp-rab-e.round-end', 'dlp-rab-e.sweep'] },
      'dlp-qelat': { clauses: ['dlp-qelat.pass', 'dlp-qelat.round-end'] },
      'dlp-awagagae': { clauses: ['dlp-awagagae.pass', 'dlp-awagagae.round-end'] },
      'dlp-mewegae': { clauses: ['dlp-mewegae.pass', 'dlp-mewegae.round-end'] },
    },
    verdict: 'differ',
    summary: 'In the take games (Abalalà, Walker\'s Gabata, Pankhurst\'s Abalala\'e) a side left empty gives the other player the rest. Sulus Nishtaw ends when the player to move has nothing to play on his own side, and claims are then owned; Sulus Aidi\'s claims hold their pieces "at the end of the game", but our copy breaks off before it says when that is. In the DLP\'s Gabata (Shoa I) the players pass until no counter can move. Gabata (Adowa) and Gabata (Aksum) play on until every counter is taken or held in a wegue, and the players then collect their wegues. Selus ends when a player has no counters to move, or concedes he can make no more nedfs. Rab\'e\'s round ends as Abalalà\'s does, when a player\'s holes are empty, and the other takes what is left.',
    options: ['vacated-check', 'unclaimed-at-end'],
  },
  {
    id: 'next-game',
    title: 'The next game or round',
    cells: {
      'courlander-1943-abalala': { clauses: ['courlander.abalala.series-setup', 'courlander.abalala.diagram-2', 'courlander.abalala.footnote-3'] },
      'courlander-1943-sulus-aidi': { silent: 'Our copy breaks off before the section speaks of a series. The Sulus Nishtaw section says that in Sulus Aidi, as in Abalalà, the boards are divided half and half at the start of each later game.' },
      'courlander-1943-sulus-nishtaw': { clauses: ['courlander.sulus-nishtaw.half-and-half', 'courlander.sulus-nishtaw.division', 'courlander.sulus-nishtaw.division-33'] },
      'walker-2011': { clauses: ['walker.rule-16', 'walker.rule-17', 'walker.rule-18', 'walker.rule-19', 'walker.rule-20'] },
      'dlp-gabata-shoa-i': { clauses: ['dlp.next-round', 'dlp.hole-gain', 'dlp.three-extra', 'dlp.series-end'] },
      'dlp-abalalae': { clauses: ['dlp-abalalae.redistribute', 'dlp-abalalae.weaker', 'dlp-abalalae.stronger', 'dlp-abalalae.series-end'] },
      'dlp-gabata-adowa': { clauses: ['dlp-gabata-adowa.fill', 'dlp-gabata-adowa.two-remaining', 'dlp-gabata-adowa.series-end'] },
      'dlp-gabata-aksum': { clauses: ['dlp-gabata-aksum.fill', 'dlp-gabata-aksum.two-remaining', 'dlp-gabata-aksum.series-end'] },
      'dlp-selus-massawa': { clauses: ['dlp-selus-massawa.fill', 'dlp-selus-massawa.two-remaining', 'dlp-selus-massawa.series-end'] },
      'dlp-selus': { silent: 'The page lays out no next round.' },
      'dlp-rab-e': { clauses: ['dlp-rab-e.redistribute', 'dlp-rab-e.weaker', 'dlp-rab-e.stronger', 'dlp-rab-e.series-end'] },
      'dlp-qelat': { clauses: ['dlp-qelat.hole-gain', 'dlp-qelat.remainder', 'dlp-qelat.next-round', 'dlp-qelat.series-end'] },
      'dlp-awagagae': { clauses: ['dlp-awagagae.hole-gain', 'dlp-awagagae.remainder', 'dlp-awagagae.next-round', 'dlp-awagagae.series-end'] },
      'dlp-mewegae': { clauses: ['dlp-mewegae.hole-gain', 'dlp-mewegae.remainder', 'dlp-mewegae.next-round', 'dlp-mewegae.series-end'] },
    },
    verdict: 'differ',
    summary: 'All play on with the pieces won. In Abalalà, Courlander\'s Diagram 2 and his own footnote 3 lay 23 pieces out differently, and Walker\'s rules differ from both. Pankhurst\'s record lays them out again three to a hole from each player\'s leftmost hole: the player with fewer lays all of his, the last hole short, and the other fills as many holes and keeps the rest as winnings (one of the engine\'s readings of Abalalà\'s reload). Sulus Nishtaw moves the sides, where Abalalà and Sulus Aidi divide the boards "half and half"; the DLP\'s Gabata (Shoa I) gains whole holes for every four counters (and for three). Gabata (Adowa) and Gabata (Aksum) count the next round out by filling holes with three, as Sulus Nishtaw does, where two counters left over still gain a hole. Selus (Massawa) counts the next round in threes as Gabata (Adowa) does; the Selus page lays out no next round. Rab\'e lays the next round out four to a hole, the weaker player first, the stronger in as many holes, keeping the rest. Qelat\'s page counts in fours from the rightmost hole as Gabata (Shoa I)\'s does, but where each player has two over, lots give the hole.',
    options: ['reload', 'division-remainder-one', 'round-remainder', 'next-round-first', 'series-end'],
  },
  {
    id: 'first-captures',
    title: 'The first captures',
    cells: {
      'courlander-1943-sulus-aidi': { silent: 'Our copy says nothing of when the first claim may be made.' },
      'courlander-1943-sulus-nishtaw': { silent: 'The section says nothing of when the first claim may be made.' },
      'dlp-gabata-shoa-i': { silent: 'The page says nothing of when the first weg may be made.' },
      'dlp-gabata-adowa': { clauses: ['dlp-gabata-adowa.first-captures'] },
      'dlp-gabata-aksum': { clauses: ['dlp-gabata-aksum.first-captures'] },
      'dlp-selus-massawa': { clauses: ['dlp-selus-massawa.capture.first-turn'] },
      'dlp-selus': { clauses: ['dlp-selus.nedf'], note: 'The first nedf may be made by the last counter alone; later ones only by the last two.' },
      'dlp-rab-e': { silent: 'The page holds no capture back: a four is taken whenever a sowing makes one.' },
      'dlp-qelat': { silent: 'The page holds no capture back: a hole is captured whenever the last counter makes an opponent\'s three four.' },
      'dlp-awagagae': { clauses: ['dlp-awagagae.weg-take.first'], note: 'No capture is held back; the first last counter in each captured hole removes nothing.' },
      'dlp-mewegae': { clauses: ['dlp-mewegae.weg-take.first'], note: 'No capture is held back; the first last counter in each captured hole removes nothing.' },
    },
    verdict: 'differ',
    summary: 'The pages of Gabata (Adowa) and Gabata (Aksum), after Pankhurst, hold the first captures back "until after the original three counters placed in the holes at the beginning of the game have been moved"; Selus (Massawa)\'s holds back those of the first turn alone; the other claim games say nothing of it. The pages do not say what "moved" asks: the engine reads by default that no hole is claimed until every hole has been lifted once since the round was laid out, and offers as readings that a hole may be claimed once it has itself been lifted, and that nothing is held back, as Ludii\'s code plays. Awagagae\'s page holds back, not a capture, but the first removal from each captured hole: "nothing happens on the first instance".',
    options: ['wegue-first-captures', 'massawa-first-turn'],
  },
  {
    id: 'leftmost-hole',
    title: 'Holes a move may not start from',
    short: 'Holes a move may not start from',
    cells: {
      'courlander-1943-sulus-aidi': { clauses: ['courlander.sulus-aidi.move.begin'], note: 'Our copy holds no hole back by name.' },
      'courlander-1943-sulus-nishtaw': { clauses: ['courlander.sulus-nishtaw.variation'] },
      'dlp-gabata-adowa': { clauses: ['dlp-gabata-adowa.wegue-no-sow'] },
      'dlp-gabata-aksum': { clauses: ['dlp-gabata-aksum.leftmost', 'dlp-gabata-aksum.wegue-no-sow'] },
      'dlp-selus-massawa': { clauses: ['dlp-selus-massawa.leftmost', 'dlp-selus-massawa.no-sow'] },
      'dlp-selus': { clauses: ['dlp-selus.leftmost', 'dlp-selus.twos', 'dlp-selus.more-than-three', 'dlp-selus.nedf-no-sow'] },
      'dlp-qelat': { clauses: ['dlp-qelat.own-weg'], note: 'Only a captured hole: the player "cannot begin a turn from their own captured hole".' },
      'dlp-awagagae': { clauses: ['dlp-awagagae.own-weg'], note: 'Only a captured hole: the player "cannot begin a turn from their own captured hole".' },
      'dlp-mewegae': { clauses: ['dlp-mewegae.own-weg'], note: 'Only a captured hole: the player "cannot begin a turn from their own captured hole".' },
    },
    verdict: 'partly',
    summary: 'Gabata (Adowa) and Gabata (Aksum) say that a wegue is never sown from. Gabata (Aksum) alone holds back one more hole: the leftmost of the player\'s own row, unless it has more than three counters or he has no other move. Courlander reports a like rule as some players\' variation of Sulus Nishtaw, on any hole of three; the engine plays it as a reading, off by default. Selus (Massawa)\'s leftmost holes are special for takes, not for moves. Selus holds back each player\'s three leftmost holes while they hold three or fewer, makes him play from a hole of more than three when he has one, and from a hole of two when his other holes hold only twos and threes.',
    options: ['no-move-from-three', 'selus-start'],
  },
  {
    id: 'fours',
    title: 'Fours captured as they are made',
    short: 'Fours',
    cells: {
      'courlander-1943-sulus-nishtaw': { clauses: ['courlander.sulus-nishtaw.claims'], note: 'A hole made four by a last bean is claimed, not taken.' },
      'dlp-gabata-adowa': { clauses: ['dlp-gabata-adowa.wegue'], note: 'A hole made four by a last counter becomes a wegue.' },
      'dlp-rab-e': { clauses: ['dlp-rab-e.fours', 'dlp-rab-e.last-four'] },
      'dlp-qelat': { silent: 'The page captures a hole made four by the last counter only, and keeps it as a captured hole.' },
      'dlp-awagagae': { silent: 'The page captures a hole made four by the last counter only, and keeps it as a captured hole.' },
      'dlp-mewegae': { silent: 'The page captures a hole made four by the last counter only, and keeps it as a captured hole.' },
    },
    verdict: 'differ',
    summary: 'Rab\'e alone, of the site\'s three-row games, takes a hole of four as soon as any counter of a sowing makes it, on either side and whoever owns it; the claim games make a hole four with the last counter only, and keep it as a claim. The page does not say whether the sower or the hole\'s owner takes the four, nor whether the sowing goes on after a capture made before its last counter: the engine\'s defaults are the sower and that it goes on, and Ludii\'s code takes the fours when each lap ends and then ends the turn.',
    options: ['fours-when', 'fours-then', 'fours-taker'],
  },
  {
    id: 'variants',
    title: 'Variants',
    cells: {
      'courlander-1943-abalala': { clauses: ['courlander.abalala.footnote-1'] },
      'courlander-1943-sulus-aidi': { silent: 'None in our copy, which breaks off within the section.' },
      'courlander-1943-sulus-nishtaw': { clauses: ['courlander.sulus-nishtaw.variation'] },
      'walker-2011': { silent: 'No variants.' },
      'dlp-gabata-shoa-i': { clauses: ['dlp.five-holes', 'dlp.seven-holes', 'dlp.gabata-3'] },
      'dlp-abalalae': { silent: 'The page lists no observed rulesets.' },
      'dlp-gabata-adowa': { silent: 'The page lists no observed rulesets.' },
      'dlp-gabata-aksum': { silent: 'The page lists no observed rulesets.' },
      'dlp-selus-massawa': { silent: 'The page lists no observed rulesets.' },
      'dlp-selus': { silent: 'The page lists no observed rulesets.' },
      'dlp-rab-e': { silent: 'The page lists no observed rulesets.' },
      'dlp-qelat': { silent: 'The page lists no observed rulesets.' },
      'dlp-awagagae': { silent: 'The page lists no observed rulesets.' },
      'dlp-mewegae': { silent: 'The page lists no observed rulesets.' },
    },
    verdict: 'differ',
    summary: 'Courlander notes games of three or four players (a footnote to Abalalà; not modelled) and a variation of Sulus Nishtaw; the DLP\'s Gabata (Shoa I) lists observed rulesets on other boards and with a set opening. The pages of Gabata (Adowa) and Gabata (Aksum) list none.',
    options: ['no-move-from-three', 'observed'],
  },
];

/** A topic's columns: the witnesses it has a cell for, in the catalog's order, each with its cell. */
export function columnsOf(t: Pick<Topic, 'id' | 'cells'>): { witness: Witness; cell: Cell }[] {
  return witnesses.flatMap((w) => {
    const cell = t.cells[w.id];
    if (!cell) return [];
    // A column holds its own witness's sentences only: another game's would read as this one's.
    for (const c of 'clauses' in cell ? cell.clauses : []) {
      const of = witnessOfClause(c);
      if (of?.id !== w.id) throw new Error(`compare: topic "${t.id}" quotes ${c} (${of?.cite ?? 'no source'}) in the column of ${w.cite}`);
    }
    return [{ witness: w, cell }];
  });
}

/** A topic named in a few words, as a link to it reads ("Compare the sources on: Ownership"). */
export function topicName(t: Pick<Topic, 'title' | 'short'>): string {
  return t.short ?? t.title;
}
