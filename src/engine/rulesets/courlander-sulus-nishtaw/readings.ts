import { fixed, type FixedReading } from '../../reading';

/** This ruleset's own readings: the open questions only its rules meet, and what we decided where we saw no second reading. */
export const fixedReadings = {
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
  'single-bean-turn': fixed(
    'single-bean-turn',
    'A single bean removed from a claim earns another turn',
    'Moving a single bean into an emptied claim and removing it counts as taking from the claim: another turn follows, as after taking two.',
    'The text gives the extra turn for taking two beans, and the single bean as a case of the same play.',
    ['courlander.sulus-nishtaw.another-turn', 'courlander.sulus-nishtaw.single-bean'],
  ),
} satisfies Record<string, FixedReading>;
