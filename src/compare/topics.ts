import type { OptionId } from '../engine/index';

/**
 * The side-by-side comparison, topic by topic. Each cell names the clauses it quotes (the
 * quotation itself is pulled from the transcription by id, never retyped) or says the source is
 * silent; each topic says, in our words, where the sources agree and differ, and names the
 * engine options that decide the differences.
 */
export type SourceKey = 'courlander' | 'dlp-abalalae' | 'walker' | 'dlp';

/** The three witnesses of the three-row game in the order of their records (1943, 1971, 2011), then the two-row game. */
export const sourceNames: Record<SourceKey, string> = {
  courlander: 'Courlander 1943 (Abalalà, Sulus Aidi, Sulus Nishtaw)',
  'dlp-abalalae': 'DLP, Abalala\'e, after Pankhurst 1971 (3x6)',
  walker: 'Walker 2011 (Gabata, 3x6)',
  dlp: 'DLP, Gabata (Shoa I) (2x6)',
};

export type Cell = { clauses: string[]; note?: string } | { silent: string };

export interface Topic {
  id: string;
  title: string;
  /** The topic named in a few words, where the title is longer ("Ownership"); the title otherwise. */
  short?: string;
  cells: Record<SourceKey, Cell>;
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
      courlander: { clauses: ['courlander.abalala.halves', 'courlander.abalala.setup'] },
      'dlp-abalalae': { clauses: ['dlp-abalalae.board', 'dlp-abalalae.setup'] },
      walker: { clauses: ['walker.rule-1', 'walker.rule-2'] },
      dlp: { clauses: ['dlp.board', 'dlp.setup'], note: 'The observed rulesets also have five and seven holes a row.' },
    },
    verdict: 'partly',
    summary: 'Courlander, Walker and Pankhurst\'s record of Abalala\'e play on three rows of six with three beans (counters, in the DLP\'s words) a hole, 54 in all; the DLP\'s Gabata is on two rows of six with four (48). Walker\'s storage holes are optional; Courlander\'s are part of the board; the Abalala\'e page names none.',
    options: ['observed'],
  },
  {
    id: 'ownership',
    title: 'Ownership: whose holes are whose',
    short: 'Ownership',
    cells: {
      courlander: { clauses: ['courlander.abalala.territory', 'courlander.abalala.side-a', 'courlander.abalala.side-b'] },
      'dlp-abalalae': { clauses: ['dlp-abalalae.ownership'] },
      walker: { clauses: ['walker.rule-3'] },
      dlp: { clauses: ['dlp.move'], note: 'Each player plays from "their row".' },
    },
    verdict: 'agree',
    summary: 'On the 3x6 board each player owns his nearest row and the half of the middle row on his right (Courlander\'s B: 1-9; Walker\'s A-I); Pankhurst\'s record, as the DLP gives it, says so in nearly Walker\'s words, and the holes are the same. Ownership weighs more in Courlander and Pankhurst, where only a last bean in one\'s own hole captures, than in Walker. In the DLP\'s Gabata each player owns his row. Only Sulus Nishtaw redraws the sides in later games.',
    options: [],
  },
  {
    id: 'direction',
    title: 'Direction and route',
    cells: {
      courlander: { clauses: ['courlander.abalala.direction', 'courlander.abalala.sowing'] },
      'dlp-abalalae': { clauses: ['dlp-abalalae.route', 'dlp-abalalae.route-loop'] },
      walker: { clauses: ['walker.rule-4'] },
      dlp: { clauses: ['dlp.move'] },
    },
    verdict: 'partly',
    summary: 'Courlander, Walker and the DLP\'s Gabata sow anticlockwise, both players on one circuit. On the 3x6 board the route through the middle row (each half from its outer end inward) is Courlander\'s numbering; Walker\'s notation read in sowing order gives the same route. Pankhurst\'s record gives each player a route of his own, back and forth along the rows: his nearest row left to right, the whole middle row right to left, the far row left to right, then his own first hole again; so the two players cross the middle row in opposite directions. Courlander\'s numbering rules that route out for his games.',
    options: ['skip-origin'],
  },
  {
    id: 'opening',
    title: 'The opening',
    cells: {
      courlander: { clauses: ['courlander.abalala.race', 'courlander.abalala.race-holes', 'courlander.abalala.race-end', 'courlander.abalala.first-turn', 'courlander.sulus-nishtaw.opening'] },
      'dlp-abalalae': { clauses: ['dlp-abalalae.race', 'dlp-abalalae.race-start', 'dlp-abalalae.turns'] },
      walker: { clauses: ['walker.rule-5', 'walker.rule-6', 'walker.rule-7', 'walker.rule-8'] },
      dlp: { clauses: ['dlp.lots', 'dlp.gabata-3'] },
    },
    verdict: 'differ',
    summary: 'Courlander, Walker and Pankhurst\'s record all open with both players sowing at once from their first holes (Pankhurst\'s: the leftmost hole of the nearest row). Courlander has the race run until both last beans fall into empty pockets "at the same time", and then "one of the players" begins; Walker ends the race when the first player finishes, and that player begins. Pankhurst\'s record races "to be the first" to end in an empty hole, and the winner plays first when turns begin, as in Walker. Sulus Nishtaw opens with one player\'s set move; the DLP\'s Gabata draws lots, and its Gabata 3 has a stylised opening.',
    options: ['race-end', 'after-race', 'race-order', 'race-leftover'],
  },
  {
    id: 'sowing',
    title: 'Sowing and relay',
    cells: {
      courlander: { clauses: ['courlander.abalala.relay'] },
      'dlp-abalalae': { clauses: ['dlp-abalalae.relay'] },
      walker: { clauses: ['walker.rule-10'] },
      dlp: { clauses: ['dlp.relay', 'dlp.end'] },
    },
    verdict: 'agree',
    summary: 'A last bean in an occupied hole lifts that hole and sows on, in all four. None says whether a hole of eighteen or more skips its own hole on the lap.',
    options: ['skip-origin'],
  },
  {
    id: 'capture',
    title: 'Capture, claim, weg',
    cells: {
      courlander: { clauses: ['courlander.abalala.take', 'courlander.abalala.end-opponent-side', 'courlander.sulus-aidi.claim', 'courlander.sulus-nishtaw.take-two'] },
      'dlp-abalalae': { clauses: ['dlp-abalalae.capture', 'dlp-abalalae.capture-left', 'dlp-abalalae.capture-right'] },
      walker: { clauses: ['walker.rule-11'] },
      dlp: { clauses: ['dlp.weg', 'dlp.weg-rights', 'dlp.empty-weg'] },
    },
    verdict: 'differ',
    summary: 'Abalalà and Walker take from the column of an empty hole the last bean falls in; Courlander requires the hole to be the player\'s own, Walker does not. Pankhurst\'s record captures only in the player\'s own empty hole, as Courlander does, and names the holes taken by the half of the board: on the left half the opponent\'s two holes facing it, on the right half his one; they are the holes of Courlander\'s column. Sulus Aidi and Sulus Nishtaw claim a hole of three made four on the opponent\'s side, as the DLP makes a weg; robbing a claim (two beans) is Sulus Nishtaw\'s, robbing a weg (the last counter and one more) the DLP\'s.',
    options: ['empty-hole-take', 'claim-side', 'own-claim-landing', 'aidi-empty-landing'],
  },
  {
    id: 'extra-turns',
    title: 'Extra turns',
    cells: {
      courlander: { clauses: ['courlander.abalala.another-turn', 'courlander.abalala.repeat-take', 'courlander.sulus-nishtaw.another-turn'] },
      'dlp-abalalae': { clauses: ['dlp-abalalae.continue', 'dlp-abalalae.continue-outcomes'] },
      walker: { clauses: ['walker.rule-12'] },
      dlp: { silent: 'The page does not say whether taking from a weg gives another move.' },
    },
    verdict: 'partly',
    summary: 'After a take, Courlander and Walker sow on from the hole of the last bean. Pankhurst\'s record says how: the one counter that made the capture goes on into the next hole, and may capture again, relay, or end the turn; it does not say whether that counter is lifted alone or with the hole. After robbing a claim, Sulus Nishtaw\'s player starts a new move anywhere on his side. The DLP page is silent after a weg is robbed; its evidence record says play continues, Ludii\'s code that it does not.',
    options: ['weg-take-continues'],
  },
  {
    id: 'end',
    title: 'The end of a game',
    cells: {
      courlander: { clauses: ['courlander.abalala.vacated', 'courlander.sulus-nishtaw.game-end', 'courlander.sulus-nishtaw.final-ownership'] },
      'dlp-abalalae': { clauses: ['dlp-abalalae.round-end', 'dlp-abalalae.sweep'] },
      walker: { clauses: ['walker.rule-14', 'walker.rule-15'] },
      dlp: { clauses: ['dlp.pass', 'dlp.round-end', 'dlp.round-score'] },
    },
    verdict: 'differ',
    summary: 'In the take games (Abalalà, Walker\'s Gabata, Pankhurst\'s Abalala\'e) a side left empty gives the other player the rest. The claim games end when the player to move has nothing to play, and claims are then owned; the DLP\'s players pass until no counter can move.',
    options: ['vacated-check', 'unclaimed-at-end'],
  },
  {
    id: 'next-game',
    title: 'The next game or round',
    cells: {
      courlander: { clauses: ['courlander.abalala.series-setup', 'courlander.abalala.diagram-2', 'courlander.abalala.footnote-3', 'courlander.sulus-nishtaw.division'] },
      'dlp-abalalae': { clauses: ['dlp-abalalae.redistribute', 'dlp-abalalae.weaker', 'dlp-abalalae.stronger', 'dlp-abalalae.series-end'] },
      walker: { clauses: ['walker.rule-16', 'walker.rule-17', 'walker.rule-18', 'walker.rule-19', 'walker.rule-20'] },
      dlp: { clauses: ['dlp.next-round', 'dlp.hole-gain', 'dlp.three-extra', 'dlp.series-end'] },
    },
    verdict: 'differ',
    summary: 'All play on with the pieces won. Courlander\'s Diagram 2 and his own footnote 3 lay 23 pieces out differently, and Walker\'s rules differ from both. Pankhurst\'s record lays them out again three to a hole from each player\'s leftmost hole: the player with fewer lays all of his, the last hole short, and the other fills as many holes and keeps the rest as winnings (one of the engine\'s readings of Courlander\'s reload). Sulus Nishtaw moves the sides; the DLP\'s Gabata gains whole holes for every four counters (and for three).',
    options: ['reload', 'division-remainder-one', 'round-remainder', 'next-round-first', 'series-end'],
  },
  {
    id: 'variants',
    title: 'Variants',
    cells: {
      courlander: { clauses: ['courlander.sulus-nishtaw.variation', 'courlander.abalala.footnote-1'] },
      'dlp-abalalae': { silent: 'The page lists no observed rulesets.' },
      walker: { silent: 'No variants.' },
      dlp: { clauses: ['dlp.five-holes', 'dlp.seven-holes', 'dlp.gabata-3'] },
    },
    verdict: 'differ',
    summary: 'Courlander notes a variation of Sulus Nishtaw and games of three or four players (not modelled); the DLP lists observed rulesets on other boards and with a set opening.',
    options: ['no-move-from-three', 'observed'],
  },
];

/** A topic named in a few words, as a link to it reads ("Compare the sources on: Ownership"). */
export function topicName(t: Pick<Topic, 'title' | 'short'>): string {
  return t.short ?? t.title;
}
