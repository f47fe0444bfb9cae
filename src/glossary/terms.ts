/**
 * The glossary's terms. `ours` and every `note` are our words; `words` are the sources' own words
 * for the thing, and `quotes` the ids of sentences of the transcriptions that use or describe
 * it, so the page quotes them from the transcriptions and never retypes them.
 * test/glossary/terms.test.ts checks every clause id, every quoted word and every `absent` word
 * against the transcriptions.
 */

/** A source as it is cited: sourceLabel() in src/words/labels.ts. */
export type SourceName = 'Courlander' | 'Walker' | 'DLP' | "DLP, Abalala'e";

export interface SourceWords {
  source: SourceName;
  /** Words or phrases this source uses for the thing, exactly as they stand in its text. */
  words: string[];
  /** Ours. Anything set in “ ” here is the source's own wording and is checked as `words` are. */
  note?: string;
  /** Words this source never uses anywhere in its text (checked), which `note` says so of. */
  absent?: string[];
}

export interface Term {
  /** The entry's anchor on /glossary/: stable, for links. */
  id: string;
  /** The headword as the entry shows it. */
  title: string;
  /** Word forms in our prose that link to the entry: whole words, any case. */
  forms: string[];
  /** Phrases holding a form in which it is not the term ("side by side"). */
  except?: string[];
  /** Our definition, in plain words. */
  ours: string;
  names: SourceWords[];
  /** Clause ids of sentences that use or describe the term, in the order to show them. */
  quotes: string[];
  /** Where no source names the thing: says so, in our words. */
  unnamed?: string;
  /** A page of the site that says more. */
  see?: { path: string; text: string };
}

export const terms: Term[] = [
  {
    id: 'bean',
    title: 'bean (piece, counter)',
    forms: ['bean', 'beans', 'piece', 'pieces', 'counter', 'counters'],
    ours: 'One of the small, identical playing pieces that lie in the holes and are sown. Each source has its own word for them; this site uses the word of the source it is speaking of.',
    names: [
      { source: 'Courlander', words: ['beans', 'pieces', 'playing piece'] },
      { source: 'Walker', words: ['pieces'] },
      { source: 'DLP', words: ['counters', 'balls'], note: 'It says “balls” once, counting what a player has captured.' },
      { source: "DLP, Abalala'e", words: ['counters'] },
    ],
    quotes: ['courlander.abalala.setup', 'walker.rule-2', 'dlp.setup', 'dlp.hole-gain'],
  },
  {
    id: 'hole',
    title: 'hole (pocket)',
    forms: ['hole', 'holes', 'pocket', 'pockets'],
    except: ['storage hole', 'storage holes'],
    ours: 'One of the cups of the board, where the beans lie. Courlander\'s and Walker\'s boards have three rows of six; the DLP\'s has two rows of six (five or seven in two of its observed rulesets). The stores are not counted among the holes.',
    names: [
      { source: 'Courlander', words: ['pocket', 'hole'], note: 'He uses both words for the same thing, often in one sentence.' },
      { source: 'Walker', words: ['holes'] },
      { source: 'DLP', words: ['hole'] },
      { source: "DLP, Abalala'e", words: ['hole'] },
    ],
    quotes: ['courlander.abalala.sowing', 'walker.rule-1', 'dlp.setup'],
  },
  {
    id: 'store',
    title: 'store',
    forms: ['store', 'stores', 'storage hole', 'storage holes'],
    ours: 'Where a player keeps the beans he has won, apart from the holes that are sown: on Courlander\'s board a large pocket to each player\'s right; on Walker\'s, sometimes, an extra hole at each end. What is in it is the player\'s winnings.',
    names: [
      { source: 'Courlander', words: ['single large pocket', 'reservoir for winnings', 'pocket for winnings'] },
      { source: 'Walker', words: ['storage hole', 'store'], note: 'The board has one only “sometimes”.' },
      { source: 'DLP', words: [], note: 'It names no store: counters won are “removed from the board”.' },
    ],
    quotes: ['courlander.abalala.store', 'walker.rule-1', 'walker.rule-19'],
  },
  {
    id: 'side',
    title: 'side (territory)',
    forms: ['side', 'sides', 'territory'],
    except: ['side by side', 'on the other side', 'either side'],
    ours: 'The holes a player owns. He may start a move only from a hole of his own side. On the three-row boards it is his nearest row and the half of the middle row to his right; on the DLP\'s board, his row. In Sulus Nishtaw, and between the DLP\'s rounds, the sides change size.',
    names: [
      { source: 'Courlander', words: ['side', 'half', 'territory'] },
      { source: 'Walker', words: ['side'], note: 'Also “his own holes”.' },
      { source: 'DLP', words: ['row', 'side'] },
      { source: "DLP, Abalala'e", words: ['their own holes'], note: 'Each player “owns the row closest to them and the half of the central row to their right”.' },
    ],
    quotes: ['courlander.abalala.territory', 'courlander.abalala.move', 'walker.rule-3', 'dlp-abalalae.ownership', 'dlp.move'],
  },
  {
    id: 'column',
    title: 'column',
    forms: ['column', 'columns'],
    except: ['column break'],
    ours: 'The three holes in a line across the three-row board, one in each row. A take, or a capture in Walker\'s game, is made from the opponent\'s holes in the column of the hole where the last bean fell: two holes in some columns, one in others, as the sides are drawn.',
    names: [
      { source: 'Courlander', words: ['vertical row'] },
      { source: 'Walker', words: ['column'] },
      { source: 'DLP', words: [], note: 'Its two-row game takes nothing by columns.' },
      { source: "DLP, Abalala'e", words: ['facing'], note: 'It names the opponent\'s holes “facing” the hole: two on the left half of the board, one on the right.' },
    ],
    quotes: ['courlander.abalala.take', 'walker.rule-11', 'dlp-abalalae.capture-left'],
  },
  {
    id: 'sowing',
    title: 'sowing',
    forms: ['sow', 'sows', 'sowing', 'sowings', 'sown'],
    ours: 'Lifting all the beans of one hole and dropping them one at a time into the holes that follow, in the direction of play (anticlockwise, along one route that both players share, but clockwise in the DLP\'s Leyla; in Pankhurst\'s record of Abalala\'e each player has a route of his own).',
    names: [
      { source: 'Courlander', words: ['redistributing', 'dropping'], absent: ['sow', 'sows', 'sowing', 'sown'], note: 'He describes it but never names it: he never writes sow.' },
      { source: 'Walker', words: ['sown', 'sows', 'sowing'] },
      { source: 'DLP', words: ['sow', 'sowing'] },
      { source: "DLP, Abalala'e", words: ['sow', 'sowing'] },
    ],
    quotes: ['courlander.abalala.sowing', 'walker.rule-4', 'dlp.move', 'dlp-abalalae.route'],
  },
  {
    id: 'lap',
    title: 'lap',
    forms: ['lap', 'laps'],
    ours: 'Once round the whole board. A hole holding as many beans as the board has holes, or more (18 on the three-row board), goes a full lap and comes back to the hole it was lifted from. Whether that hole is skipped is one of our readings, since no source says.',
    names: [],
    quotes: [],
    unnamed: 'No source names it, and none says what a sowing does when it comes round to the hole it started from.',
    see: { path: 'readings/', text: 'Readings' },
  },
  {
    id: 'relay',
    title: 'relay',
    forms: ['relay', 'relays', 'relayed', 'relaying'],
    ours: 'When the last bean of a sowing falls into a hole that already holds beans, the player lifts them all, that last bean with them, and sows on from there. A move can relay many times before its last bean falls into an empty hole.',
    names: [
      { source: 'Courlander', words: ['continues the play'], absent: ['relay'] },
      { source: 'Walker', words: ['continues to sow'], absent: ['relay'] },
      { source: 'DLP', words: ['continues to sow'], absent: ['relay'] },
      { source: "DLP, Abalala'e", words: ['sowing continues'], absent: ['relay'] },
    ],
    quotes: ['courlander.abalala.relay', 'walker.rule-10', 'dlp.relay', 'dlp-abalalae.relay'],
    unnamed: 'The word is ours: all the sources describe the relay, and none calls it by a name.',
  },
  {
    id: 'move',
    title: 'move',
    forms: ['move', 'moves'],
    ours: 'A player\'s choice of one hole of his own side, and the sowing that follows from it, relays and all.',
    names: [
      { source: 'Courlander', words: ['play', 'move'], note: 'In Abalalà a player is “initiating a play”; in Sulus Nishtaw he may “initiate a move”.' },
      { source: 'Walker', words: ['move'] },
      { source: 'DLP', words: ['move'] },
    ],
    quotes: ['courlander.abalala.move', 'courlander.sulus-nishtaw.variation', 'walker.rule-9', 'dlp.pass'],
  },
  {
    id: 'turn',
    title: 'turn (play)',
    forms: ['turn', 'turns'],
    except: ['in turn', 'turn out', 'turns out', 'turned out'],
    ours: 'A player\'s time at the board: from his move until the other player\'s begins. What one turn holds differs: in Walker\'s game a capture lets the player sow on in the same turn, while Courlander calls the sowing on after a take “another turn”, and his play ends where the sowing does.',
    names: [
      { source: 'Courlander', words: ['turn', 'play'] },
      { source: 'Walker', words: ['turn'] },
      { source: 'DLP', words: ['play'], absent: ['turn', 'turns'], note: 'It never says turn: “the play ends”.' },
      { source: "DLP, Abalala'e", words: ['turn', 'take turns'], note: 'Its first phase has no turns: the players “race each other (i.e., do not take turns)”.' },
    ],
    quotes: ['courlander.abalala.another-turn', 'courlander.abalala.alternate', 'walker.rule-13', 'dlp.end'],
  },
  {
    id: 'take',
    title: 'take',
    forms: ['take', 'takes', 'taking'],
    except: ['take place', 'takes place', 'take part', 'take into account'],
    ours: 'Winning the opponent\'s beans. In Courlander\'s Abalalà a last bean that falls into an empty hole of one\'s own side takes the opponent\'s beans in that hole\'s column, and the player sows on; in Sulus Nishtaw a last bean in the opponent\'s claim takes two beans from it; in the DLP\'s game a last counter in the opponent\'s weg takes one from it.',
    names: [
      { source: 'Courlander', words: ['take'], note: 'As a noun, set in quotation marks in his text.' },
      { source: 'Walker', words: [], note: 'His word is capture.' },
      { source: 'DLP', words: ['takes'] },
      { source: "DLP, Abalala'e", words: [], note: 'Its word is capture: a player “captures” the opponent\'s counters.' },
    ],
    quotes: ['courlander.abalala.take', 'courlander.abalala.repeat-take', 'courlander.sulus-nishtaw.take-two', 'dlp.weg-rights'],
  },
  {
    id: 'capture',
    title: 'capture',
    forms: ['capture', 'captures', 'captured', 'capturing'],
    ours: 'The word means two different things in different sources. In Walker\'s Gabata, and in Pankhurst\'s record of Abalala\'e as the DLP gives it, it is what Courlander calls a take: winning the opponent\'s pieces in the column. In the DLP\'s text of Gabata (Shoa I), capturing is making a hole on the opponent\'s side one\'s own: what this site calls a weg.',
    names: [
      { source: 'Courlander', words: ['capture'], note: 'Once, in Sulus Aidi, of claiming: a player tries to “capture holes” on the other side.' },
      { source: 'Walker', words: ['captures', 'captured'] },
      { source: 'DLP', words: ['Capturing', 'captured'] },
      { source: "DLP, Abalala'e", words: ['capture', 'captured', 'captures'] },
    ],
    quotes: ['walker.rule-11', 'dlp-abalalae.capture', 'dlp.weg'],
  },
  {
    id: 'claim',
    title: 'claim',
    forms: ['claim', 'claims', 'claimed'],
    ours: 'In Courlander\'s Sulus Aidi and Sulus Nishtaw, a hole on the opponent\'s side that a player makes his own by dropping his last bean into it when it holds three, making four. Everything that falls into it afterwards is his at the end of the game; in Sulus Nishtaw the opponent may take from it two beans at a time. The same thing in the DLP\'s game is called a weg on this site.',
    names: [
      { source: 'Courlander', words: ['claim', 'staked claim', 'take possession'] },
      { source: 'Walker', words: [], note: 'His game has no claims.' },
      { source: 'DLP', words: ['captured hole'] },
      { source: "DLP, Abalala'e", words: [], note: 'Its game has no claims.' },
    ],
    quotes: ['courlander.sulus-aidi.claim', 'courlander.sulus-aidi.staked-claim', 'courlander.sulus-aidi.claim-collects', 'courlander.sulus-nishtaw.claim-persists'],
  },
  {
    id: 'weg',
    title: 'weg',
    forms: ['weg', 'wegs'],
    ours: 'In the DLP\'s Gabata, a hole on the opponent\'s side that a player makes his own when his last counter falls into it holding three, making four. He may not lift its counters; the opponent may take one from it when his last counter falls there. What is in it is its owner\'s when the round ends. It is the DLP\'s form of Courlander\'s claim. The word is ours for the page\'s “captured hole”: we take it from Ludii\'s game file, whose rules for Gabata 3 (not on the page we transcribe) call the hole so; on the page “Weg” is only one of the game\'s own names (below).',
    names: [
      { source: 'DLP', words: ['captured hole', 'Weg'], note: 'Its rules never call the hole a weg; they say “captured hole”. “Weg” stands on the page only in its title, as one of the names of the game itself. The word for the hole is taken from the fuller description of the Gabata 3 ruleset in Ludii\'s game file, which is not part of the page we transcribe.' },
    ],
    quotes: ['dlp.weg', 'dlp.weg-owned', 'dlp.weg-rights', 'dlp.weg-persists'],
  },
  {
    id: 'race',
    title: 'race (simultaneous opening)',
    forms: ['race', 'races', 'simultaneous opening'],
    ours: 'The opening of Courlander\'s Abalalà and Sulus Aidi, of Walker\'s Gabata and of Pankhurst\'s Abalala\'e: both players sow at once from their first hole, relaying, until a last bean falls into an empty hole. How the two sowings keep pace, when the race ends and who moves next are our readings.',
    names: [
      { source: 'Courlander', words: ['initial play', 'simultaneously'] },
      { source: 'Walker', words: ['race'] },
      { source: 'DLP', words: [], note: 'Its players “draw lots” for who goes first instead.' },
      { source: "DLP, Abalala'e", words: ['race', 'first phase'], note: 'The race is the game\'s “first phase”; turns begin in “phase two”.' },
    ],
    quotes: ['courlander.abalala.race', 'courlander.abalala.race-end', 'walker.rule-5', 'walker.rule-7', 'dlp-abalalae.race'],
    see: { path: 'readings/', text: 'Readings' },
  },
  {
    id: 'winnings',
    title: 'winnings',
    forms: ['winnings'],
    ours: 'The beans a player has won, kept in his store. In a series they decide who is the stronger player and how the board is set for the next game.',
    names: [
      { source: 'Courlander', words: ['winnings'] },
      { source: 'Walker', words: ['captures'], note: 'The weaker player has “the least captures”.' },
      { source: 'DLP', words: ['owns the counters'] },
      { source: "DLP, Abalala'e", words: ['winnings'] },
    ],
    quotes: ['courlander.abalala.series-end', 'courlander.sulus-nishtaw.take-two', 'walker.rule-17', 'dlp.round-score'],
  },
  {
    id: 'vacated-side',
    title: 'vacated side',
    forms: ['vacated side', 'vacated sides', 'emptied side', 'emptied sides'],
    ours: 'A side with no beans left on it. Courlander, Walker and Pankhurst\'s record all end the game there, the opponent winning the beans that remain. Whether it is noticed after every bean, every sowing or only when a turn ends is one of our readings.',
    names: [
      { source: 'Courlander', words: ['vacated'] },
      { source: 'Walker', words: ['empty of pieces'] },
      { source: 'DLP', words: [], note: 'Its round ends when “there are no more counters available to move”.' },
      { source: "DLP, Abalala'e", words: ['no counters in their holes'] },
    ],
    quotes: ['courlander.abalala.vacated', 'walker.rule-14', 'dlp-abalalae.round-end', 'courlander.sulus-nishtaw.game-end'],
  },
  {
    id: 'round',
    title: 'round',
    forms: ['round', 'rounds'],
    except: ['round the', 'round for', 'go round', 'goes round', 'going round', 'come round', 'comes round', 'round up'],
    ours: 'One game of the DLP\'s series: play goes on until no counters are left to move, then the holes are filled again and the counters each player won decide how many holes he has next. For Courlander\'s and Walker\'s games this site says game.',
    names: [
      { source: 'Courlander', words: ['game'] },
      { source: 'Walker', words: ['game'] },
      { source: 'DLP', words: ['round', 'rounds'] },
    ],
    quotes: ['dlp.round-end', 'dlp.next-round', 'dlp.series-end'],
  },
  {
    id: 'series',
    title: 'series',
    forms: ['series'],
    except: ['Board Game Series'],
    ours: 'Games played one after another, each set up from what the players won in the one before, until one player has everything or the players stop.',
    names: [
      { source: 'Courlander', words: ['series'] },
      { source: 'Walker', words: [], note: 'No word for it: after the reload the game simply goes on (rule 20).' },
      { source: 'DLP', words: ['several rounds'] },
      { source: "DLP, Abalala'e", words: [], note: 'No word for it: “Play continues in this fashion”.' },
    ],
    quotes: ['courlander.abalala.series', 'courlander.abalala.series-end', 'courlander.sulus-nishtaw.series', 'walker.rule-20', 'dlp.series-end'],
  },
  {
    id: 'reload',
    title: 'reload',
    forms: ['reload', 'reloads', 'reloaded', 'reloading'],
    ours: 'Setting the board for the next game of a series from the beans each player won: the weaker player fills his holes, three to a hole from his first, and the stronger matches him and keeps what is over. Courlander\'s diagram, his footnote, Walker\'s rules and Pankhurst\'s record do not fill the holes alike for every count; which way to follow is one of our readings.',
    names: [
      { source: 'Courlander', words: ['setup'] },
      { source: 'Walker', words: ['reload'] },
      { source: 'DLP', words: ['placing four counters into each hole'] },
      { source: "DLP, Abalala'e", words: ['redistribute'] },
    ],
    quotes: ['walker.rule-16', 'walker.rule-17', 'courlander.abalala.series-setup', 'courlander.abalala.footnote-3', 'dlp-abalalae.redistribute', 'dlp.next-round'],
  },
  {
    id: 'division',
    title: 'division',
    forms: ['division', 'divisions'],
    ours: 'In Sulus Nishtaw, how the holes are shared out as sides for a later game of a series: the player who won more beans lays them out three to a hole, and the holes he fills are his side, so his side grows with his winnings.',
    names: [
      { source: 'Courlander', words: ['division'], note: 'In Abalalà and Sulus Aidi the boards are divided “half and half” in every game.' },
      { source: 'Walker', words: [], note: 'His sides never change.' },
      { source: 'DLP', words: ['gains a hole'] },
    ],
    quotes: ['courlander.sulus-nishtaw.division', 'courlander.sulus-nishtaw.division-side', 'courlander.sulus-nishtaw.half-and-half'],
  },
  {
    id: 'reading',
    title: 'reading',
    forms: ['reading', 'readings'],
    except: ['further reading', "copy's reading"],
    ours: 'An answer to a question the sources leave open, where a source is silent or ambiguous or two disagree. The engine offers each reading worth offering, with its evidence, and shows one of them by default.',
    names: [],
    quotes: [],
    unnamed: 'No source names it: the word is ours, for our interpretations.',
    see: { path: 'readings/', text: 'Readings' },
  },
  {
    id: 'worked-example',
    title: 'worked example',
    forms: ['worked example', 'worked examples'],
    ours: 'A position and a move played step by step on the engine, each step told beside the sentence of the source that licenses it. Each says whose it is. Worked in the source: the source works the example itself, as Courlander does, hole by hole. Built by us to show a sentence: the rest, set up to show a rule at work.',
    names: [
      { source: 'Courlander', words: ['For example'] },
      { source: 'Walker', words: [], note: 'No examples in words: his rules point to illustrations.' },
      { source: 'DLP', words: [], note: 'No examples.' },
    ],
    quotes: ['courlander.abalala.example-hole-4', 'courlander.sulus-aidi.example-9'],
    see: { path: 'examples/', text: 'Worked examples' },
  },
];
