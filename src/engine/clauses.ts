/**
 * The source sentences: every one the transcriptions mark, so that each can be cited by its
 * place ("Courlander, p. 21"), the rules citing some of them. Each clause names its source file
 * and the sentence's opening words exactly as they stand in that file (test/engine/clauses.test.ts
 * checks that every locator is found there), so a clause id always leads back to the source's own
 * words. The transcriptions (issue 3) give each sentence the same id as an anchor.
 *
 * Where one sentence licenses several acts (a pick-up and the sowing that follows), a step cites
 * the phrase that licenses it: a clause `<sentence id>.<phrase>`, marked inside the sentence's
 * mark in the transcription, whose locator is words of that phrase. The sources, and their files,
 * are declared by the rulesets (./rulesets/).
 */

import type { SourceId } from './rulesets/catalog';

export type { SourceId };

export interface Clause {
  source: Exclude<SourceId, 'notes'>;
  /** Where in the source: page, rule number or section. */
  where: string;
  /** The sentence's opening words (a phrase's own words), verbatim from the source file. */
  locator: string;
}

const c = (source: Clause['source'], where: string, locator: string): Clause => ({ source, where, locator });
const ab = (where: string, locator: string) => c('courlander-1943-abalala', where, locator);
const sa = (locator: string) => c('courlander-1943-sulus-aidi', 'p. 22', locator);
const sn = (where: string, locator: string) => c('courlander-1943-sulus-nishtaw', where, locator);
const wk = (rule: number, locator: string) => c('walker-2011', `rule ${rule}`, locator);
const dlp = (sentence: number, locator: string) => c('dlp-gabata-shoa-i', `Rules, sentence ${sentence}`, locator);
const dab = (sentence: number, locator: string) => c('dlp-abalalae', `Rules, sentence ${sentence}`, locator);

export const clauses = {
  'courlander.abalala.direction': ab('p. 21', 'as in most other Gobeta games, the play is in what might inadequately be described'),
  'courlander.abalala.store': ab('p. 21', 'The opponents face each other across the narrow width of the boards'),
  'courlander.abalala.halves': ab('p. 21', 'The boards are divided into two playing fields, each player owning half'),
  'courlander.abalala.territory': ab('p. 21', 'As demonstrated in Diagram 1, each player has a whole row and a half row'),
  'courlander.abalala.side-a': ab('p. 21', 'Player A owns all the pockets on his side (numbered 10 to 15)'),
  'courlander.abalala.side-b': ab('p. 21', "Player B's half is made up of the entire row nearest him"),
  'courlander.abalala.move': ab('p. 21', 'In initiating a play, a player may begin anywhere on his own half of the boards'),
  'courlander.abalala.sowing': ab('p. 21', 'A play consists of his picking up all the beans from any hole on his own side'),
  'courlander.abalala.sowing.pick-up': ab('p. 21', 'his picking up all the beans from any hole on his own side'),
  'courlander.abalala.sowing.drop': ab('p. 21', 'redistributing them by dropping one bean in each pocket succeeding'),
  'courlander.abalala.example-hole-4': ab('p. 21', 'If player B chooses to start his play from hole number 4'),
  'courlander.abalala.relay': ab('p. 21', 'If the last playing piece falls in a hole that contains one or more beans'),
  'courlander.abalala.empty': ab('p. 21', 'If his last bean falls into an empty pocket, one of two things occurs'),
  'courlander.abalala.take': ab('p. 21', "If a player's last piece falls into an empty pocket on his own side of the boards"),
  'courlander.abalala.take-removes': ab('p. 21', 'He removes the pieces from the hole, or holes, of his opponent'),
  'courlander.abalala.another-turn': ab('pp. 21-22', 'He then has another turn, moving the last bean dropped in the previous play'),
  'courlander.abalala.repeat-take': ab('p. 22', 'Each time he takes pieces from his opponent he has another turn.'),
  'courlander.abalala.end-opponent-side': ab('p. 22', "When a player's last piece falls into an empty pocket on his opponent's side, his play is ended."),
  'courlander.abalala.end-no-take': ab('p. 22', 'Or when his last piece falls into an empty pocket on his own side and no "take" is possible'),
  'courlander.abalala.alternate': ab('p. 22', 'His opponent then plays until such time as his turn ends.'),
  'courlander.abalala.setup': ab('p. 22', 'The initial set up requires three beans in each hole.'),
  'courlander.abalala.race': ab('p. 22', 'The game begins with both players starting simultaneously from the left corner pockets'),
  'courlander.abalala.race-holes': ab('p. 22', 'Player A starts from hole number 10. Player B starts from hole number 1.'),
  'courlander.abalala.race-end': ab('p. 22', 'If the opponents move at the same approximate speed, their last beans will eventually fall'),
  'courlander.abalala.opening-ends': ab('p. 22', 'This ends the initial play.'),
  'courlander.abalala.first-turn': ab('p. 22', 'One of the players then takes his turn, beginning anywhere on his own side of the boards.'),
  'courlander.abalala.turns': ab('p. 22', 'When his play is ended, the other player takes his turn, etc.'),
  'courlander.abalala.vacated': ab('p. 22', "If at any time one player's side of the boards is totally vacated of pieces"),
  'courlander.abalala.series': ab('p. 22', 'One clearing of the boards may be considered a complete contest, or a series may be played.'),
  'courlander.abalala.series-setup': ab('p. 22', 'In the latter case, the setup of the boards for a second game is governed by the total number'),
  'courlander.abalala.example-54': ab('p. 22', 'For example: There are in all 54 pieces.'),
  'courlander.abalala.series-all-pockets': ab('p. 22', 'he nevertheless sets his side of the boards so that all pockets on his side have playing pieces'),
  'courlander.abalala.less-than-three': ab('p. 22', 'This means that some of the holes have less than 3 pieces.'),
  'courlander.abalala.diagram-2': ab('p. 22', 'Holes 1 to 6 have three beans apiece.'),
  'courlander.abalala.series-winner': ab('p. 22', 'Player A sets his side up in the same way, and has some left over in his pocket for winnings'),
  'courlander.abalala.series-end': ab('p. 22', "The game commences as before, and a player's winnings fluctuate"),
  'courlander.abalala.footnote-1': ab('note 1', 'This is when two persons are playing.'),
  'courlander.abalala.footnote-3': ab('note 3', 'It appears that as many pockets as possible are set up to contain three pieces'),

  'courlander.sulus-aidi.sequence': sa('The sequence of play in this game is similar to that in'),
  'courlander.sulus-aidi.move': sa('That is to say a player begins anywhere on his own side'),
  'courlander.sulus-aidi.move.begin': sa('a player begins anywhere on his own side'),
  'courlander.sulus-aidi.move.drop': sa('drops pieces in the rotation shown in Diagram 1'),
  'courlander.sulus-aidi.objective': sa('The objective, however, is to take possession of holes on your opponent'),
  'courlander.sulus-aidi.claim': sa('If player B manages his play so that a last bean falls into a hole on player A'),
  'courlander.sulus-aidi.claim-a': sa("Player A tries to capture holes on B's side."),
  'courlander.sulus-aidi.staked-claim': sa('A hole thus taken is like a staked claim.'),
  'courlander.sulus-aidi.example-9': sa('he could start from hole 9, which is on his own side'),
  'courlander.sulus-aidi.example-9-four': sa('His last bean falling in hole 12 makes a total there of four beans.'),
  'courlander.sulus-aidi.claim-collects': sa('He therefore makes claim to this hole and to everything that subsequently falls into it.'),
  'courlander.sulus-aidi.example-6': sa('Similarly, player B could start at hole 6'),
  'courlander.sulus-aidi.claim-end-of-game': sa('he therefore claims the hole and any pieces that may be in it at the end of the game'),
  'courlander.sulus-aidi.example-18': sa("If the distribution shown in Diagram 3 existed and it were player A's turn"),
  'courlander.sulus-aidi.example-18-claim': sa('Having made a total of four here, he claims this hole.'),
  'courlander.sulus-aidi.race': sa('The initial play in Sulus Aidi is the same as in'),
  'courlander.sulus-aidi.race-end': sa('Both players start together, playing simultaneously until somewhere along the line'),
  'courlander.sulus-aidi.race-end.together': sa('Both players start together, playing simultaneously'),
  'courlander.sulus-aidi.race-end.until': sa('until somewhere along the line their last beans fall into empty pockets'),
  'courlander.sulus-aidi.alternate': sa('From this point on the players alternate.'),
  'courlander.sulus-aidi.claim-ends-turn': sa('When a player takes a pocket by dropping his last bean into it'),
  'courlander.sulus-aidi.lacuna': sa("Or if a player's last b"),

  'courlander.sulus-nishtaw.opening': sn('p. 22', 'Both participants do not start at once here'),
  'courlander.sulus-nishtaw.opening-b': sn('p. 22', 'If B is the first player (see Diagram 1) he starts by collecting one bean from hole 1'),
  'courlander.sulus-nishtaw.opening-drop': sn('p. 22', 'Then he drops one'),
  'courlander.sulus-nishtaw.opening-relay': sn('p. 22', 'He takes up all the pieces from hole 16, and redistributes them as in the conventional play.'),
  'courlander.sulus-nishtaw.opening-a': sn('p. 22', 'If player A starts, his play begins at hole 10.'),
  'courlander.sulus-nishtaw.claims': sn('p. 22', 'Pockets are claimed exactly as in Sulus Aidi.'),
  'courlander.sulus-nishtaw.take-before-end': sn('p. 22', 'However, it is possible in this game to take pieces from the claimed pockets'),
  'courlander.sulus-nishtaw.take-two': sn('p. 22', 'If a player can move so that a last bean falls in a pocket claimed by his opponent'),
  'courlander.sulus-nishtaw.another-turn': sn('pp. 22-23', 'He then has another turn, starting once more from any position on his own side'),
  'courlander.sulus-nishtaw.repeat': sn('p. 23', 'If he is able to win again in this manner, he has still another turn.'),
  'courlander.sulus-nishtaw.play-ends': sn('p. 23', 'His play ends when his last bean falls into an empty pocket.'),
  'courlander.sulus-nishtaw.claim-persists': sn('p. 23', 'Once a pocket is claimed, the claim exists even if an opponent succeeds in removing all the beans'),
  'courlander.sulus-nishtaw.example-hole-3': sn('p. 23', "For example: Player A claims hole 3 on B's side"),
  'courlander.sulus-nishtaw.single-bean': sn('p. 23', 'If player B finds that he has one bean in hole 2'),
  'courlander.sulus-nishtaw.refill': sn('p. 23', 'A claimed hole may fill up after being empty'),
  'courlander.sulus-nishtaw.game-end': sn('p. 23', 'When one of the players finds that he has no more beans to play on his own side, the game is over.'),
  'courlander.sulus-nishtaw.final-ownership': sn('p. 23', 'The opponents then have final ownership to the pieces'),
  'courlander.sulus-nishtaw.series': sn('p. 23', 'If a series of games is played, the division of the boards may not be identical'),
  'courlander.sulus-nishtaw.winner-side': sn('p. 23', 'The person who has won the most beans in previous games will have more than half'),
  'courlander.sulus-nishtaw.half-and-half': sn('p. 23', 'Whereas in Sulus Aidi and Abalal'),
  'courlander.sulus-nishtaw.division': sn('p. 23', 'In Sulus Nishtaw the division of the boards depends on how many pieces the winner'),
  'courlander.sulus-nishtaw.division-33': sn('p. 23', 'If player B has 33 pieces at the end of any game'),
  'courlander.sulus-nishtaw.division-side': sn('p. 23', "For the duration of this game all these pockets constitute player B's side"),
  'courlander.sulus-nishtaw.division-rest': sn('p. 23', "The remaining holes constitute player A's side."),
  'courlander.sulus-nishtaw.division-35': sn('p. 23', 'If player B ends a game with 35 pieces he starts the next game with two entire rows'),
  'courlander.sulus-nishtaw.division-16': sn('p. 23', '(The two pieces in hole 16 are enough to claim it.)'),
  'courlander.sulus-nishtaw.division-38': sn('p. 23', 'If he should win a total of 38 pieces'),
  'courlander.sulus-nishtaw.route-unchanged': sn('p. 23', 'The sequence of play, as shown in Diagram 1, remains unchanged, however.'),
  'courlander.sulus-nishtaw.variation': sn('p. 23', 'Some players hold that once a game is in progress a contestant may not initiate a move'),

  'walker.rule-1': wk(1, 'The board consists of three rows of six holes'),
  'walker.rule-2': wk(2, 'At the start of the game, each hole contains three pieces'),
  'walker.rule-3': wk(3, 'Each player owns the six holes in his nearest row'),
  'walker.rule-4': wk(4, 'The pieces are moved, or sown, in an anticlockwise direction'),
  'walker.rule-5': wk(5, 'At the start of the game, each player simultan'),
  'walker.rule-5.pick-up': wk(5, 'picks up the pieces in his first hole (A in Illustration 3)'),
  'walker.rule-5.sow': wk(5, 'sows the pieces by dropping one in each subsequent hole along the route described above'),
  'walker.rule-6': wk(6, 'Then the players lift the pieces from that last hole'),
  'walker.rule-7': wk(7, 'This is a race, and it continues until one of the players drops their last piece into an empty hole.'),
  'walker.rule-8': wk(8, 'From this point on, the players take turns, starting with the player who dropped his last piece'),
  'walker.rule-9': wk(9, 'To move, a player selects any one of his own holes'),
  'walker.rule-9.select': wk(9, 'To move, a player selects any one of his own holes'),
  'walker.rule-9.sow': wk(9, 'sows as described in rule'),
  'walker.rule-10': wk(10, 'If the last piece drops into an already-occupied hole'),
  'walker.rule-11': wk(11, 'This continues until the last piece is dropped into an empty hole.'),
  'walker.rule-11.capture': wk(11, 'At that point, the player captures any enemy pieces in the same column of holes into which he dropped that last piece.'),
  'walker.rule-11.no-capture': wk(11, 'If nothing is captured, the turn ends.'),
  'walker.rule-12': wk(12, 'Otherwise the player continues to sow, from the hole into which the last piece was dropped'),
  'walker.rule-13': wk(13, "At the end of the player's turn, the opponent gets to play."),
  'walker.rule-14': wk(14, "At some point, one player's side will be empty of pieces."),
  'walker.rule-15': wk(15, 'If one player has captured all the pieces, he has won the game.'),
  'walker.rule-16': wk(16, 'If both players have captured pieces, then players reload their holes as follows.'),
  'walker.rule-17': wk(17, 'The player with the least captures (the weaker player) reloads first'),
  'walker.rule-18': wk(18, 'If the last hole has only one or two pieces, the stronger player makes it up to three'),
  'walker.rule-19': wk(19, 'Then the strongest player fills up his own side, matching the number of pieces'),
  'walker.rule-20': wk(20, 'The game continues as in rule 9 onwards.'),

  'dlp.board': dlp(1, '2x6 board.'),
  'dlp.setup': dlp(2, 'Four counters in each hole.'),
  'dlp.lots': dlp(3, 'Players draw lots to see who goes first.'),
  'dlp.move': dlp(4, 'Players pick up the counters in any of the holes in their row and sow them in an anti-clockwise direction.'),
  'dlp.move.pick-up': dlp(4, 'Players pick up the counters in any of the holes in their row'),
  'dlp.move.sow': dlp(4, 'sow them in an anti-clockwise direction'),
  'dlp.relay': dlp(5, 'If the last counter falls into a hole that is occupied'),
  'dlp.end': dlp(6, 'When the last counter falls into an empty hole, the play ends.'),
  'dlp.weg': dlp(7, "Capturing occurs when the last counter falls into a hole on the opponent's side"),
  'dlp.weg-owned': dlp(8, 'This hole then belongs to the player who captured it.'),
  'dlp.weg-rights': dlp(9, 'A player cannot pick up counters from this hole'),
  'dlp.weg-rights.own': dlp(9, 'A player cannot pick up counters from this hole'),
  'dlp.weg-rights.take': dlp(9, 'the opponent can only do so if the last counter of their sowing falls there, in which case the opponent takes one counter from it, along with the final counter'),
  'dlp.weg-persists': dlp(10, 'The captured hole remains in the ownership of the person who captured it.'),
  'dlp.empty-weg': dlp(11, 'If it remains empty and the opponent drops their last counter into this hole'),
  'dlp.pass': dlp(12, 'If a player cannot move, they pass, but the opponent may continue to make moves.'),
  'dlp.resume': dlp(13, 'The player could then resume play'),
  'dlp.round-end': dlp(14, 'Play ends when there are no more counters available to move.'),
  'dlp.round-score': dlp(15, 'Each player owns the counters in their captured holes'),
  'dlp.next-round': dlp(16, 'A second round is played, each player placing four counters into each hole'),
  'dlp.hole-gain': dlp(17, 'The player with more counters gains a hole from their opponent for every four extra'),
  'dlp.three-extra': dlp(18, 'If an opponent has three extra after counting in such a way'),
  'dlp.series-end': dlp(19, 'Play continues in several rounds like this until one player takes all the counters.'),
  'dlp.five-holes': c('dlp-gabata-shoa-i', 'Observed rulesets', '5 holes per row.'),
  'dlp.seven-holes': c('dlp-gabata-shoa-i', 'Observed rulesets', 'Seven holes per row.'),
  'dlp.gabata-3': c('dlp-gabata-shoa-i', 'Observed rulesets', 'Stylized opening move resulting in alternating holes with 8 and 0 counters.'),
  'dlp-abalalae.board': dab(1, '3x6 board.'),
  'dlp-abalalae.ownership': dab(2, 'Each player owns the row closest to them and the half of the central row to their right.'),
  'dlp-abalalae.setup': dab(3, 'Play begins with three counters in each hole.'),
  'dlp-abalalae.race': dab(4, 'During the first phase of the game, the players race each other'),
  'dlp-abalalae.route': dab(5, 'Play moves from left to right in the row closest to the player'),
  'dlp-abalalae.route-loop': dab(6, "Upon reaching the final hole in the opponent's row"),
  'dlp-abalalae.race-start': dab(7, 'In the first phase, Players take counters from the leftmost hole in their row'),
  'dlp-abalalae.race-start.pick-up': dab(7, 'Players take counters from the leftmost hole in their row'),
  'dlp-abalalae.race-start.sow': dab(7, 'sow them in the appropriate direction'),
  'dlp-abalalae.relay': dab(8, 'When the final counter lands in a hole with counters'),
  'dlp-abalalae.relay.lift': dab(8, 'When the final counter lands in a hole with counters, they are picked up and sowing continues'),
  'dlp-abalalae.relay.until': dab(8, 'until the last counter is dropped into an empty hole'),
  'dlp-abalalae.turns': dab(9, 'Play continues in phase two in the same manner as before'),
  'dlp-abalalae.turns.alternate': dab(9, 'the players take turns'),
  'dlp-abalalae.turns.first': dab(9, 'the player who "won" the first phase plays first'),
  'dlp-abalalae.capture': dab(10, 'Players capture counters when placing the last counter of a sowing into one of their own holes which is empty.'),
  'dlp-abalalae.capture-left': dab(11, 'If the hole is on the left half of the board'),
  'dlp-abalalae.capture-right': dab(12, 'If the last hole is on the right half of the board'),
  'dlp-abalalae.continue': dab(13, 'The player then continues to move using the last counter placed which effected the capture'),
  'dlp-abalalae.continue-outcomes': dab(14, 'This move can result in further captures'),
  'dlp-abalalae.continue-outcomes.capture': dab(14, 'further captures (if the hole is empty)'),
  'dlp-abalalae.continue-outcomes.relay': dab(14, 'continuation of sowing (if there are counters in it)'),
  'dlp-abalalae.continue-outcomes.end': dab(14, "the end of the turn (if hole is empty and there are no opponent's counters to be captured)"),
  'dlp-abalalae.round-end': dab(15, 'Play continues until a player has no counters in their holes.'),
  'dlp-abalalae.sweep': dab(16, 'The opponent then captures the remaining counters.'),
  'dlp-abalalae.redistribute': dab(17, 'Players then redistribute their counters, three in each hole'),
  'dlp-abalalae.weaker': dab(18, 'The player with fewer counters distributes all of their counters on the board'),
  'dlp-abalalae.stronger': dab(19, 'The player with more counters then places three counters in the same number of holes'),
  'dlp-abalalae.series-end': dab(20, 'Play continues in this fashion until one player captures all of the counters.'),
} satisfies Record<string, Clause>;

export type SourceClauseId = keyof typeof clauses;

export function isSourceClause(id: string): id is SourceClauseId {
  return Object.hasOwn(clauses, id);
}
