import { r, type OptionSpec } from '../reading';

/** The readings of the next game's layout (./reload.ts): the open questions it leaves, and what we decided where we saw no second reading. */
export const options = {
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
} satisfies Record<string, OptionSpec>;
