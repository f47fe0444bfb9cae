import { fixed, type FixedReading } from '../../reading';

/** This ruleset's own readings: what we decided of its leftmost hole, where we saw no second reading. */
export const fixedReadings = {
  'aksum-leftmost-relay': fixed(
    'aksum-leftmost-relay',
    'A relay may lift the leftmost hole',
    "The rule on the leftmost hole bars only the start of a move: a relay whose last counter falls into the player's leftmost hole lifts it and sows on, however few counters it holds.",
    'The sentence is about where a player may "sow from" when he chooses his move; the relay is a rule of its own ("the contents of that hole are picked up and sowing continues"). Ludii\'s code, too, lets a relay go on from that hole.',
    ['dlp-gabata-aksum.leftmost', 'dlp-gabata-aksum.relay'],
  ),
  'aksum-no-other-option': fixed(
    'aksum-no-other-option',
    'When the leftmost hole is the only option',
    'A player may start from his leftmost hole with three counters or fewer when no other hole of his may be sown: every other hole of his is empty or a wegue.',
    '"Unless there is no other option": the options are the holes he may sow from, his own holes that hold counters and are not wegues ("Once a wegue is created, the player cannot sow from it"). Ludii\'s code reads it so.',
    ['dlp-gabata-aksum.leftmost', 'dlp-gabata-aksum.move', 'dlp-gabata-aksum.wegue-no-sow'],
  ),
} satisfies Record<string, FixedReading>;
