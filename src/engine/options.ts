import type { ClauseId } from './types';

/**
 * Where a source is silent, ambiguous or disagrees with another, the engine offers each reading
 * as an option value. Every value says which source (if any) supports it; every ruleset that
 * uses an option names its default and why (see the rulesets' `readings`).
 */
export type OptionValue = string | boolean;

export interface Reading<V extends OptionValue = OptionValue> {
  value: V;
  /** The answer this reading gives to the option's label, as a reader reads it ("when the turn ends"). */
  answer: string;
  /** What this reading does, in our words. */
  means: string;
  /** The sentences that support it; empty when no source does (our reconstruction). */
  evidence: ClauseId[];
  /** Evidence outside our texts (e.g. Ludii's code), described, never quoted. */
  otherEvidence?: string;
}

export interface OptionSpec {
  id: string;
  /** The question as a short heading in a reader's words ("How the race ends"). */
  label: string;
  /** The open question, in our words. */
  question: string;
  /** The notes' open-question number (../shared/notes/sources-and-rules.md §5). */
  openQuestion?: string;
  readings: Reading[];
}

/** A reading; its value's literal type is kept, so that each option's values are a union (`ValueOf`). */
const r = <const V extends OptionValue>(value: V, answer: string, means: string, evidence: ClauseId[] = [], otherEvidence?: string): Reading<V> =>
  otherEvidence ? { value, answer, means, evidence, otherEvidence } : { value, answer, means, evidence };

export const optionSpecs = {
  'race-end': {
    id: 'race-end',
    label: 'How the race ends',
    question: 'Does the simultaneous opening end when both sowings have ended, or when the first one does?',
    openQuestion: '5.1',
    readings: [
      r('both-finish', 'when both players have sown into an empty hole', 'Each player sows on until his own last bean falls into an empty hole; the opening ends when both have.', ['courlander.abalala.race-end', 'courlander.sulus-aidi.race-end']),
      r('first-finish', 'as soon as one player sows into an empty hole', 'The race ends as soon as one player drops his last bean into an empty hole.', ['walker.rule-7']),
    ],
  },
  'race-order': {
    id: 'race-order',
    label: 'Whose bean falls first in each beat of the race',
    question: 'When both players sow at once, whose bean falls first within one tick of the race?',
    openQuestion: '5.1',
    readings: [
      r('bottom-first', "the bottom player's, then the top player's", 'In each tick the bottom player (B, south) drops first, then the top player.'),
      r('top-first', "the top player's, then the bottom player's", 'In each tick the top player (A, north) drops first, then the bottom player.'),
    ],
  },
  'race-leftover': {
    id: 'race-leftover',
    label: 'Beans still in hand when the race stops',
    question: 'When the race ends at the first finish, what happens to the beans still in the other player\'s hand?',
    openQuestion: '5.1',
    readings: [
      r('sow-on', 'are sown on, without lifting again', 'He drops the beans in his hand on along the route, and stops there without lifting again.'),
      r('return', 'go back into the hole they came from', 'He puts the beans in his hand back into the hole he last lifted them from.'),
    ],
  },
  'after-race': {
    id: 'after-race',
    label: 'Who moves first after the race',
    question: 'Who makes the first move after the opening race?',
    openQuestion: '5.1',
    readings: [
      r('chosen', 'the players choose', 'The players choose who begins.', ['courlander.abalala.first-turn']),
      r('first-to-finish', 'whoever finished the race first', 'The player who dropped his last bean into an empty hole first.', ['walker.rule-8']),
    ],
  },
  'empty-hole-take': {
    id: 'empty-hole-take',
    label: "A last bean in an empty hole on the opponent's side",
    question: 'Does a last bean in an empty hole on the opponent\'s side take from the column too?',
    openQuestion: '5.2',
    readings: [
      r('own-side', "ends the play: only one's own side takes", 'Only a last bean in an empty hole on one\'s own side takes; on the opponent\'s side the play ends.', ['courlander.abalala.take', 'courlander.abalala.end-opponent-side']),
      r('either-side', "takes from its column, as on one's own side", 'A last bean in any empty hole takes the enemy pieces in its column (the hole itself excepted).', ['walker.rule-11']),
    ],
  },
  'vacated-check': {
    id: 'vacated-check',
    label: 'When an emptied side ends the game',
    question: 'When is a vacated side noticed: after every drop, after every sowing, or when a turn ends?',
    openQuestion: '5.3',
    readings: [
      r('turn', 'when the turn ends', 'When a turn ends.', ['courlander.abalala.vacated', 'walker.rule-14', 'dlp-abalalae.round-end']),
      r('sowing', 'when the sowing that emptied it ends', 'Whenever a sowing ends (the last bean has fallen and any take is made).', ['courlander.abalala.vacated', 'dlp-abalalae.round-end'], "Ludii's code for Abalala'e looks after every lap of a sowing: each relay's lap and each counter sown on after a capture, so that a round often ends in the middle of a turn."),
      r('drop', 'at once, after any bean', '"At any time": after every bean dropped and every take, though not in the instant a hand lifts beans to sow them; beans in hand count as off the side and go to the winner too.', ['courlander.abalala.vacated', 'dlp-abalalae.round-end']),
    ],
  },
  reload: {
    id: 'reload',
    label: 'How the board is set for the next game',
    question: 'How are the holes filled for the next game of a series?',
    openQuestion: '5.4',
    readings: [
      r('diagram-2', "as Courlander's Diagram 2 sets 23 pieces", 'Every pocket of the loser\'s side gets a bean; threes from his first hole, then a descending run of twos and a single one at the end, as Diagram 2 lays out 23 pieces; the winner mirrors it and keeps the rest.', ['courlander.abalala.series-all-pockets', 'courlander.abalala.diagram-2', 'courlander.abalala.series-winner']),
      r('footnote-3', "as Courlander's footnote 3 reads", 'Every pocket gets a bean; as many threes as possible, then as many twos, the rest ones (footnote 3 read literally); the winner mirrors it.', ['courlander.abalala.footnote-3', 'courlander.abalala.series-winner']),
      r('walker', "as Walker's rules 16-19 do", 'The weaker fills threes from his first hole; the stronger makes a short last hole up to three from his store, then matches the weaker\'s side and keeps the rest.', ['walker.rule-17', 'walker.rule-18', 'walker.rule-19']),
      r('dlp-abalalae', "as Pankhurst's record of Abalala'e, via the DLP, does: threes, the last hole short", 'The weaker lays all his beans three to a hole from his first hole, the last hole taking what is left, however few; the stronger lays three in as many holes and keeps the rest.', ['dlp-abalalae.redistribute', 'dlp-abalalae.weaker', 'dlp-abalalae.stronger']),
    ],
  },
  'skip-origin': {
    id: 'skip-origin',
    label: 'Sowing 18 or more from one hole',
    question: 'When a hole of 18 or more beans is sown, is the hole it was lifted from skipped on the full lap?',
    openQuestion: '5.7',
    readings: [
      r(false, 'every hole gets a bean, the emptied one too', 'No: every hole on the route gets its bean, the emptied one too. No source says otherwise.'),
      r(true, 'the emptied hole is passed over', 'Yes: the emptied hole is passed over, as in many other mancala games.'),
    ],
  },
  'claim-side': {
    id: 'claim-side',
    label: 'Where a claim can be made',
    question: 'Where can a claim (a weg) be made?',
    openQuestion: '5.5, 5.6',
    readings: [
      r('opponent', "only on the opponent's side", 'Only on the opponent\'s side.', ['courlander.sulus-aidi.objective', 'courlander.sulus-aidi.claim', 'dlp.weg']),
      r('either', 'on either side', 'On either side, wherever the last bean makes three into four.', [], 'Ludii\'s code for Gabata (Shoa I) makes a weg wherever the last counter makes four, on either side.'),
    ],
  },
  'own-claim-landing': {
    id: 'own-claim-landing',
    label: "A last bean in one's own claim",
    question: 'What does a last bean do when it falls into one\'s own claim?',
    openQuestion: '5.5',
    readings: [
      r('ends', 'stays there, and the play ends', 'It stays in the claim and the play ends.', ['courlander.sulus-aidi.claim-collects']),
      r('relay', 'lifts the claim and sows on, if it held beans', "A claim that already held beans is lifted and sown on like any occupied hole; a last bean into one's own empty claim ends the play, as in any empty pocket."),
    ],
  },
  'aidi-empty-landing': {
    id: 'aidi-empty-landing',
    label: 'A last bean in an empty hole in Sulus Aidi',
    question: 'Sulus Aidi breaks off at "Or if a player\'s last b…": what does a last bean in an empty hole do?',
    openQuestion: '5.5',
    readings: [
      r('ends', 'ends the play', 'The play ends, as the Sulus Nishtaw section says of its own game.', ['courlander.sulus-aidi.lacuna', 'courlander.sulus-nishtaw.play-ends']),
      r('abalala-take', 'takes as in Abalalà', 'As in Abalalà: on one\'s own side it takes from the column and sows on; on the opponent\'s side it ends.', ['courlander.sulus-aidi.sequence', 'courlander.abalala.take']),
    ],
  },
  'unclaimed-at-end': {
    id: 'unclaimed-at-end',
    label: 'Beans left in unclaimed holes at the end',
    question: 'At the end of a claim game, whose are the beans left in unclaimed holes?',
    openQuestion: '5.5',
    readings: [
      r('side-owner', 'go to the player whose side they are on', 'Each player keeps the beans left on his own side.'),
      r('unowned', 'belong to nobody', 'Nobody\'s: only claims are owned; the beans stay on the board, out of the score.', ['courlander.sulus-nishtaw.final-ownership']),
    ],
  },
  'no-move-from-three': {
    id: 'no-move-from-three',
    label: 'The variation on holes of three',
    question: 'The variation: may a move start from a hole of three?',
    openQuestion: '5.5',
    readings: [
      r(false, 'not played: a move may start from a hole of three', 'Yes: any of one\'s own holes.', ['courlander.abalala.move']),
      r(true, 'played: once the game is under way, no move starts from a hole of three', "No: once the game is in progress a move may not start from a hole of three. A game's first move is free, the first move of a later game of a series too.", ['courlander.sulus-nishtaw.variation']),
    ],
  },
  'division-remainder-one': {
    id: 'division-remainder-one',
    label: "A division's last hole with a single bean",
    question: 'In a Sulus Nishtaw division, whose is a last hole that gets a single bean of the winner\'s?',
    openQuestion: '5.5',
    readings: [
      r('loser', 'goes to the loser, who makes it up to three', 'The loser\'s: he makes it up to three from his own beans (two suffice to claim a hole, one does not).', ['courlander.sulus-nishtaw.division-16']),
      r('winner', "stays the winner's", 'The winner\'s, with its single bean.'),
    ],
  },
  observed: {
    id: 'observed',
    label: "Which of the DLP's observed rulesets",
    question: 'Which of the DLP\'s observed rulesets?',
    readings: [
      r('gabata-i', 'Gabata I', 'Gabata I: 2x6, four counters a hole (Pankhurst 1971: 174-176).', ['dlp.board']),
      r('five-holes', 'five holes a row', 'Five holes per row.', ['dlp.five-holes']),
      r('seven-holes', 'seven holes a row', 'Seven holes per row.', ['dlp.seven-holes']),
      r('gabata-3', 'Gabata 3, with its stylised opening', 'Gabata 3: the stylised opening (Pankhurst 1971: 177).', ['dlp.gabata-3'], 'The opening\'s steps are given only in the Ludii metadata for the game (after Pankhurst 1971: 177), which we describe here but have not transcribed.'),
    ],
  },
  'weg-take-continues': {
    id: 'weg-take-continues',
    label: "After taking from the opponent's weg",
    question: 'After taking from the opponent\'s weg, does the player move again?',
    openQuestion: '5.6',
    readings: [
      r('ends', 'the play ends', 'No: the play ends (the page is silent; Ludii\'s code ends the turn).', ['dlp.weg-rights'], 'Ludii\'s code for Gabata (Shoa I) ends the turn after a take from a weg.'),
      r('another-move', 'the player moves again', 'Yes: he picks up another hole of his and sows again.', [], 'The DLP\'s evidence record for this game, which we describe but have not transcribed, adds what the game page lacks: after taking from a weg, play goes on by picking up another hole and sowing.'),
    ],
  },
  'round-remainder': {
    id: 'round-remainder',
    label: 'One or two counters over between rounds',
    question: 'Between rounds, what becomes of a remainder of one or two counters beyond the last full four?',
    openQuestion: '5.6',
    readings: [
      r('text', 'gain no hole, as the text says', 'No hole is gained: the counters go into the weaker player\'s last hole, which he makes up to four.', ['dlp.hole-gain', 'dlp.three-extra']),
      r('ludii', "are dealt with as Ludii's code does", 'A remainder of two takes two from the opponent and the hole goes to whoever wins a lot (who that is, is the next question); a remainder of one is as in the text.', ['dlp.three-extra'], 'Ludii\'s code for Gabata (Shoa I): a remainder of two takes two from the opponent, and the hole\'s owner is drawn at random.'),
    ],
  },
  'lot-winner': {
    id: 'lot-winner',
    label: 'Who wins the lot for a shared hole',
    question: 'Under the Ludii remainder reading, who wins the lot for the shared hole?',
    openQuestion: '5.6',
    readings: [
      r('weaker', 'the weaker player', 'The weaker player.'),
      r('stronger', 'the stronger player', 'The stronger player.'),
    ],
  },
  'next-round-first': {
    id: 'next-round-first',
    label: 'Who opens a later round',
    question: 'Who moves first in the second and later rounds?',
    openQuestion: '5.6',
    readings: [
      r('lots', 'lots are drawn again', 'Lots are drawn again for who begins.', ['dlp.lots']),
      r('weaker', 'the player with fewer counters', 'The player with fewer counters.'),
      r('stronger', 'the player with more counters', 'The player with more counters.'),
    ],
  },
  'series-end': {
    id: 'series-end',
    label: 'When a series of rounds ends',
    question: 'When is the series of rounds over?',
    openQuestion: '5.6',
    readings: [
      r('all-counters', 'when one player holds all the counters', 'When one player holds all the counters.', ['dlp.series-end']),
      r('one-or-none', 'when a player has one counter or none', 'When a player is left with one counter or none.', [], 'Ludii\'s code for Gabata (Shoa I): a player left with one counter or none loses.'),
    ],
  },
  'first-phase': {
    id: 'first-phase',
    label: "How Abalala'e opens",
    question: "Does the DLP's Abalala'e open with the race of its first phase, or with south's move?",
    openQuestion: '4b',
    readings: [
      r('race', 'with the race from the leftmost holes', 'Both players race from the leftmost hole of their own row; the winner of the race moves first.', ['dlp-abalalae.race', 'dlp-abalalae.race-start', 'dlp-abalalae.turns.first']),
      r('south-first', "with south's move, as Ludii's code does", 'There is no race: south moves first, from any of his holes.', [], "Ludii's code for Abalala'e has no first phase: south moves first."),
    ],
  },
  'left-capture': {
    id: 'left-capture',
    label: "A capture on the left half in Abalala'e",
    question: 'A capture from a hole on the left half: are both facing holes taken, or does an empty nearer hole stop it?',
    openQuestion: '4b',
    readings: [
      r('both', 'takes what both facing holes hold', 'Whatever the two facing holes hold is taken, even if the nearer one is empty.', ['dlp-abalalae.capture-left'], "Ludii's code for Abalala'e takes from each facing hole that holds counters."),
      r('stop-at-empty', 'stops at an empty nearer hole', 'The nearer facing hole is taken first; the farther one only if the nearer held counters, as a capture that runs across the rows would.'),
    ],
  },
  rounds: {
    id: 'rounds',
    label: "How many rounds of Abalala'e",
    question: "Is the DLP's Abalala'e a series of rounds, or one round?",
    openQuestion: '4b',
    readings: [
      r('series', 'rounds until one player holds every counter', 'After each round the counters are laid out again, until one player holds them all.', ['dlp-abalalae.redistribute', 'dlp-abalalae.series-end']),
      r('one', "one round, as Ludii's code plays", 'The game is one round: the player with more counters at its end wins.', [], "Ludii's code for Abalala'e plays one round only, scoring each player's counters captured and those left in his own holes; with one side empty, that is what the text's sweep gives too."),
    ],
  },
  'round-opening': {
    id: 'round-opening',
    label: "Who opens a later round of Abalala'e",
    question: 'How does a round after the first begin?',
    openQuestion: '4b',
    readings: [
      r('race', 'with the race again', 'Each round opens as the first did, with the race from the leftmost holes.', ['dlp-abalalae.series-end', 'dlp-abalalae.race']),
      r('weaker', 'the player with fewer counters moves first', 'No race: the player with fewer counters moves first.'),
      r('stronger', 'the player with more counters moves first', 'No race: the player with more counters moves first.'),
    ],
  },
  'empty-weg': {
    id: 'empty-weg',
    label: 'A last counter in an empty weg',
    question: "What becomes of a last counter that falls into the opponent's empty weg?",
    openQuestion: '5.6',
    readings: [
      r('removed', 'is removed into the mover\'s store', 'It is removed from the board, and the player who dropped it keeps it.', ['dlp.empty-weg', 'dlp.round-score']),
      r('stays', "stays in the weg, as Ludii's code has it", 'It stays in the weg, and the play ends.', [], "Ludii's code for Gabata (Shoa I) leaves a last counter in an empty weg where it fell."),
    ],
  },
} satisfies Record<string, OptionSpec>;

export type OptionId = keyof typeof optionSpecs;
/** The values an option offers: `ValueOf<'observed'>` is 'gabata-i' | 'five-holes' | 'seven-holes' | 'gabata-3'. */
export type ValueOf<K extends OptionId> = (typeof optionSpecs)[K]['readings'][number]['value'];
/** The readings chosen for a game, by option id, each checked against the option's values. */
export type Options = { [K in OptionId]?: ValueOf<K> };

export function isOptionId(id: string): id is OptionId {
  return Object.hasOwn(optionSpecs, id);
}

/** An option's value by an id known only at run time (an event's reading): undefined where it is no option. */
export function optionValue(o: Options, id: string): OptionValue | undefined {
  return isOptionId(id) ? o[id] : undefined;
}

export function readingOf(id: OptionId, value: OptionValue): Reading | undefined {
  return (optionSpecs[id] as OptionSpec).readings.find((x) => x.value === value);
}

/**
 * Readings with no alternative offered: where we had to decide and saw no second reading worth
 * an option, or where the decision is forced (a sowing that would never end must stop). Events
 * they decide cite `reading.<id>`.
 */
export interface FixedReading {
  id: string;
  /** A short heading in a reader's words. */
  label: string;
  means: string;
  why: string;
  evidence: ClauseId[];
}

const fixed = (id: string, label: string, means: string, why: string, evidence: ClauseId[] = []): FixedReading => ({ id, label, means, why, evidence });

export const fixedReadings = {
  endless: fixed(
    'endless',
    'A sowing that never ends is stopped',
    'A sowing that comes back to a position it has already been in (within one turn, or within the race) would go round for ever; play stops there and the game is reported as endless.',
    'Relay sowing can in principle go round for ever, and no source says what then happens. Stopping there is our reconstruction: a game that cannot end has to be stopped somewhere, and a repeated position is the first point at which we know it will never end.',
  ),
  'race-no-take': fixed(
    'race-no-take',
    'No take or claim during the race',
    'During the simultaneous opening a last bean in an empty hole ends that player\'s sowing: no take, no claim.',
    'Courlander: "This ends the initial play"; Walker rule 7: the race continues until a last piece drops into an empty hole; the Sulus Nishtaw opening sows on from a hole it makes four; the DLP\'s Abalala\'e: the players race "to drop the last counter into an empty hole".',
    ['courlander.abalala.race-end', 'walker.rule-7', 'courlander.sulus-nishtaw.opening-relay', 'dlp-abalalae.race'],
  ),
  'aidi-game-end': fixed(
    'aidi-game-end',
    'How a game of Sulus Aidi ends',
    'Sulus Aidi ends as Sulus Nishtaw does: when the player to move has no bean he may play.',
    'Our copy of Sulus Aidi breaks off before its end; Sulus Nishtaw is the same family, "claimed exactly as in Sulus Aidi".',
    ['courlander.sulus-aidi.claim-end-of-game', 'courlander.sulus-nishtaw.game-end'],
  ),
  'nishtaw-later-opening': fixed(
    'nishtaw-later-opening',
    'Later games of Sulus Nishtaw open with an ordinary move',
    'In a later game of a series, whose division is not the standard one, the first player makes an ordinary move: the initial move is given for the standard board only. As the game\'s first move, it may start from a hole of three under the variation too.',
    'The initial move collects from "the first eight pockets", which need not be the first player\'s after a division.',
    ['courlander.sulus-nishtaw.opening'],
  ),
  'nishtaw-opening-a': fixed(
    'nishtaw-opening-a',
    "Player A's initial move is B's turned half round",
    'If A makes the initial move of Sulus Nishtaw, he collects one bean from each of holes 10 to 17, drops them one a hole from 18 on round to 7, then lifts hole 7 and sows on: B\'s initial move, turned half round the boards.',
    'Courlander gives the initial move in full for B, and for A says only "his play begins at hole 10", which is B\'s hole 1 turned half round.',
    ['courlander.sulus-nishtaw.opening-a', 'courlander.sulus-nishtaw.opening-b', 'courlander.sulus-nishtaw.opening-drop', 'courlander.sulus-nishtaw.opening-relay'],
  ),
  'own-weg-ends-play': fixed(
    'own-weg-ends-play',
    "A last counter in one's own weg ends the play",
    'A last counter that falls into the player\'s own weg stays there, and the play ends.',
    'The DLP text does not say so, but a player may not lift his own weg ("A player cannot pick up counters from this hole"), so the sowing cannot go on from it.',
    ['dlp.weg-rights.own'],
  ),
  'gabata-3-weg': fixed(
    'gabata-3-weg',
    "Gabata 3's opening makes a weg",
    'In Gabata 3\'s stylised opening the first hole the first player fills becomes his weg.',
    'Our text names only the result of the opening, holes of 8 and 0; the procedure, and the weg it makes, are in the fuller description of Gabata 3 that the DLP\'s Ludii game file carries (after Pankhurst 1971: 177), not on the page we transcribe.',
    ['dlp.gabata-3'],
  ),
  'weg-ends-play': fixed(
    'weg-ends-play',
    'Making a weg ends the play',
    'Making a weg ends the play.',
    'The DLP text does not say so, but a weg may not be lifted ("A player cannot pick up counters from this hole"), so the sowing cannot go on from it.',
    ['dlp.weg', 'dlp.weg-rights'],
  ),
  'division-order': fixed(
    'division-order',
    'The order in which a Sulus Nishtaw division is laid',
    'In a Sulus Nishtaw division the winner lays three to a hole along his nearest row, back along the middle row, then along the far row.',
    'Diagrams 4 and 5 are lost; this order fits all three of the text\'s figures (33, 35 and 38 pieces).',
    ['courlander.sulus-nishtaw.division-33', 'courlander.sulus-nishtaw.division-35', 'courlander.sulus-nishtaw.division-16', 'courlander.sulus-nishtaw.division-38'],
  ),
  'single-bean-turn': fixed(
    'single-bean-turn',
    'A single bean removed from a claim earns another turn',
    'Moving a single bean into an emptied claim and removing it counts as taking from the claim: another turn follows, as after taking two.',
    'The text gives the extra turn for taking two beans, and the single bean as a case of the same play.',
    ['courlander.sulus-nishtaw.another-turn', 'courlander.sulus-nishtaw.single-bean'],
  ),
  'continue-one-counter': fixed(
    'continue-one-counter',
    'After a capture, the capturing counter is sown on',
    "After a capture in the DLP's Abalala'e the player lifts the counter that made it and drops it into the next hole on his route.",
    'The capturing hole was empty before its last counter fell, and a capture takes only from the facing holes, so it holds exactly that one counter: lifting "the last counter placed" and lifting the hole\'s contents are the same move.',
    ['dlp-abalalae.continue'],
  ),
  'gained-holes': fixed(
    'gained-holes',
    'Which holes change hands between rounds',
    'Between DLP rounds each player fills from his rightmost hole leftward, so the holes the stronger gains are the weaker\'s leftmost, next to the stronger\'s rightmost.',
    'The text says where filling starts, not which holes change hands.',
    ['dlp.next-round', 'dlp.hole-gain'],
  ),
} satisfies Record<string, FixedReading>;

export type FixedReadingId = keyof typeof fixedReadings;
/** What an event's `reading` may name: an option, or a fixed reading. */
export type ReadingId = OptionId | FixedReadingId;

/** Whether `reading.<id>` names an option or a fixed reading. */
export function isReadingClause(clause: string): boolean {
  if (!clause.startsWith('reading.')) return false;
  const id = clause.slice('reading.'.length);
  return Object.hasOwn(optionSpecs, id) || Object.hasOwn(fixedReadings, id);
}
