import type { Ruleset, SourceSection } from '../engine/index';
import { catalog } from '../engine/index';

/**
 * One citation per work: the bibliography (and its BibTeX, RIS and CSL-JSON, src/cite/works.ts),
 * the source pages' headers and "Cite this page" blocks, and the rulesets' citations
 * (`rulesetCitation`, shown on /engine/) all read from here.
 * The sections we transcribe are declared by the rulesets (`source.section`), each on the work it
 * names; their web copies are here, by the section's title. Web addresses are the ones we
 * confirmed; `accessed` is the day we confirmed them, since our copies do not record the day they
 * were taken.
 */
export interface WebCopy {
  /** What the address holds, in our words. */
  what: string;
  url: string;
  accessed: string;
}

/** Where a copy of a section is on the web, or why we give none. */
export interface SectionCopies {
  web?: WebCopy[];
  unconfirmed?: string;
}

/** A section of a work that one of our transcriptions gives: its page is the ruleset's id. */
export interface Section extends SourceSection, SectionCopies {
  page: string;
}

export interface Work {
  /** The anchor on the bibliography page. */
  id: string;
  /** As the bibliography lists it: family name first. */
  author: string;
  /** As a sentence names the author. */
  byline: string;
  title: string;
  /** An article or a web page's title is quoted; a book or a leaflet's is not. */
  kind: 'article' | 'book' | 'web';
  /** The journal, series or site, with the issue, as a citation gives it. */
  in?: string;
  /** Where it was published, as a source page's header gives it (and its front matter's `publication`). */
  publication?: string;
  /** The publisher, for a book. */
  publisher?: string;
  /** Where it was published (CSL's publisher-place, BibTeX's address). */
  place?: string;
  date: string;
  year: string;
  /** An article's pages in its journal: the part of the issue the entry cites. */
  pages?: string;
  /** The pages of a book that a source points to (as a note: the entry is the whole book, not those pages). */
  cited?: { by: string; pages: string };
  web?: WebCopy[];
  /** Where the web copy of a work could not be found, said so. */
  unconfirmed?: string;
  use: string;
  /** CSL-JSON fields the fields above do not give: the journal, its volume and issue, a series (src/cite/works.ts). */
  csl?: Record<string, string>;
  /** What our copy gives where it leaves a question, and what we infer from it and have not checked: shown as ours, and a note in the formats. */
  inference?: { copy: string; inferred: string };
  /** The web copies of the sections we transcribe, by the section's title. */
  sectionCopies?: Record<string, SectionCopies>;
  /** Our transcriptions of it, in the catalog's order (from the rulesets' entries). */
  sections?: Section[];
}

/** The day the addresses below were confirmed. */
export const CONFIRMED = '23 November 2026';
const UWATERLOO = 'https://healthy.uwaterloo.ca/museum/Archives/Mancala%20Articles/Ethiopia/';

const bibliography: Omit<Work, 'sections'>[] = [
  {
    id: 'courlander-1943',
    author: 'Courlander, Harold',
    byline: 'Harold Courlander',
    title: 'The Ethiopian Game of Gobeta',
    kind: 'article',
    in: 'Negro History Bulletin (Washington, D.C.), no. 7',
    publication: 'Negro History Bulletin (Washington, D.C.), no. 7',
    date: 'October 1943',
    year: '1943',
    pages: 'pp. 21-23',
    // Our copy's own words: "Negro History Bulletin, Washington, D.C., No. 7, Oct. 1943, pages 21-23."
    place: 'Washington, D.C.',
    csl: { 'container-title': 'Negro History Bulletin', issue: '7' },
    inference: {
      copy: 'Our copy gives "No. 7, Oct. 1943" and no volume.',
      inferred: 'The Bulletin\'s volumes ran from October, so October 1943 would open volume 7, and the copy\'s "No. 7" is probably the volume\'s number rather than the issue\'s. Not checked against the printed Bulletin.',
    },
    use: 'Transcribed: Abalalà, Sulus Aidi (its opening only), Sulus Nishtaw, the three sections our copies hold.',
    sectionCopies: {
      Abalalà: { web: [{ what: 'The Abalalà section, in the Elliott Avedon Museum archive (University of Waterloo)', url: `${UWATERLOO}Abalala.html`, accessed: CONFIRMED }] },
      'Sulus Aidi or Awagagà': { web: [{ what: 'The opening of the Sulus Aidi section, in the same archive', url: `${UWATERLOO}SulusAidi.html`, accessed: CONFIRMED }] },
      'Sulus Nishtaw': { unconfirmed: 'We could not confirm the address of the web copy of the Sulus Nishtaw section, so we give none.' },
    },
  },
  {
    id: 'walker-2011',
    author: 'Walker, Damian',
    byline: 'Damian Walker',
    title: 'Gabata',
    kind: 'book',
    in: 'The Traditional Board Game Series, Leaflet #31, 2nd edition',
    publication: 'The Traditional Board Game Series, Leaflet #31, 2nd edition, Cyningstan',
    publisher: 'Cyningstan',
    csl: { 'collection-title': 'The Traditional Board Game Series', 'collection-number': '31', edition: '2' },
    date: '2011',
    year: '2011',
    web: [
      { what: 'Walker\'s page on the game, with the same rules', url: 'http://www.cyningstan.com/game/147/gabata', accessed: CONFIRMED },
      { what: 'Walker\'s list of the series\' leaflets, to download', url: 'http://www.cyningstan.com/downloads/529/traditional-board-games-leaflets', accessed: CONFIRMED },
    ],
    unconfirmed: 'We could not confirm the address of the Gabata leaflet\'s own PDF, so we give none.',
    use: 'Transcribed: the whole leaflet, rules 1-20 and the illustrations\' captions. The reload for the next game is rules 16-19.',
  },
  {
    id: 'dlp',
    author: 'Digital Ludeme Project',
    byline: 'Digital Ludeme Project',
    title: 'Gabata (Shoa I)',
    kind: 'web',
    in: 'game page (Ludii game 354), after Pankhurst 1971',
    publication: 'Digital Ludeme Project game page (Ludii game 354)',
    date: 'undated',
    year: 'n.d.',
    web: [{ what: 'The game page', url: 'https://ludii.games/details.php?keyword=Gabata+%28Shoa+I%29', accessed: CONFIRMED }],
    use: 'Transcribed: the game page, with its observed rulesets Gabata I, Five holes, Seven holes and Gabata 3. Ludii\'s implementation of the game, which differs from the page in places, is offered as a reading where it does.',
  },
  {
    id: 'dlp-abalalae',
    author: 'Digital Ludeme Project',
    byline: 'Digital Ludeme Project',
    title: 'Abalala\'e',
    kind: 'web',
    in: 'game page (Ludii game 339), after Pankhurst 1971: 163',
    publication: 'Digital Ludeme Project game page (Ludii game 339)',
    date: 'undated',
    year: 'n.d.',
    web: [{ what: 'The game page', url: 'https://ludii.games/details.php?keyword=Abalala%27e', accessed: CONFIRMED }],
    use: 'Transcribed: the game page, Pankhurst\'s record of a three-row game of Eritrea. We take it for a form of the game Courlander calls Abalalà (our identification: the names are alike, and both games are played on three rows of six holes with three to a hole, open with a race, and take the opponent\'s pieces facing a last one that falls into an empty hole of one\'s own; the routes differ). Its set-up for the next round (threes from the first hole, the last hole short) is also offered as a reading of the reload in Courlander\'s Abalalà.',
  },
  {
    id: 'dlp-gabata-adowa',
    author: 'Digital Ludeme Project',
    byline: 'Digital Ludeme Project',
    title: 'Gabata (Adowa)',
    kind: 'web',
    in: 'game page (Ludii game 17), after Pankhurst 1971: 164-165',
    publication: 'Digital Ludeme Project game page (Ludii game 17)',
    date: 'undated',
    year: 'n.d.',
    web: [{ what: 'The game page', url: 'https://ludii.games/details.php?keyword=Gabata+%28Adowa%29', accessed: CONFIRMED }],
    use: 'Transcribed: the game page but for its header fields, Pankhurst\'s record of a three-row game played near Adwa, in which a last counter that makes an opponent\'s hole of three four makes it a wegue. By our identification the game Courlander calls Sulus Nishtaw (three to a hole, his circuit, the claim of a hole of three made four, the take of two from it, and a next round laid out in threes in which two counters still gain a hole). Ludii\'s implementation of the game, which differs from the page in places, is offered as a reading where it does.',
  },
  {
    id: 'dlp-gabata-aksum',
    author: 'Digital Ludeme Project',
    byline: 'Digital Ludeme Project',
    title: 'Gabata (Aksum)',
    kind: 'web',
    in: 'game page (Ludii game 18), after Pankhurst 1971: 164-165',
    publication: 'Digital Ludeme Project game page (Ludii game 18)',
    date: 'undated',
    year: 'n.d.',
    web: [{ what: 'The game page', url: 'https://ludii.games/details.php?keyword=Gabata+%28Aksum%29', accessed: CONFIRMED }],
    use: 'Transcribed: the game page but for its header fields, Pankhurst\'s record of a three-row game played near Aksum: the rules of the DLP\'s Gabata (Adowa) page in the same words, and one more, on the leftmost hole of a player\'s row, which he may not sow from unless it holds more than three counters or he has no other move (an echo, by our reading, of the variation of Courlander\'s Sulus Nishtaw in which no move starts from a hole of three). Ludii\'s implementation of the game, which differs from the page in places, is offered as a reading where it does.',
  },
  {
    id: 'dlp-selus-massawa',
    author: 'Digital Ludeme Project',
    byline: 'Digital Ludeme Project',
    title: 'Selus (Massawa)',
    kind: 'web',
    in: 'game page (Ludii game 349), after Pankhurst 1971: 171-172',
    publication: 'Digital Ludeme Project game page (Ludii game 349)',
    date: 'undated',
    year: 'n.d.',
    web: [{ what: 'The game page', url: 'https://ludii.games/details.php?keyword=Selus+%28Massawa%29', accessed: CONFIRMED }],
    use: 'Transcribed: the game page but for its header fields, Pankhurst\'s record of Selus, a three-row game played in Eritrea: the claims and takes of the DLP\'s Gabata (Adowa) page in other words, but captures only after the first turn, another turn after a take from one\'s own captured hole, and the leftmost holes, from one\'s own of which nothing is taken while a take from the opponent\'s gives another turn. Ludii\'s implementation of the game, which differs from the page in places, is offered as a reading where it does.',
  },
  {
    id: 'dlp-selus',
    author: 'Digital Ludeme Project',
    byline: 'Digital Ludeme Project',
    title: 'Selus',
    kind: 'web',
    in: 'game page (Ludii game 341), after Pankhurst 1971: 165-166',
    publication: 'Digital Ludeme Project game page (Ludii game 341)',
    date: 'undated',
    year: 'n.d.',
    unconfirmed: 'We transcribe the page\'s text as the metadata of Ludii\'s game file gives it, and could not confirm the address of the page itself, so we give none.',
    use: 'Transcribed: the game page but for its header fields, Pankhurst\'s record of Selus, or Sulusé, the aristocratic three-row game of Ethiopia: a race opens it, restrictions bar some holes from starting a move, a sowing passes over the opponent\'s holes of three, and one nedf stands at a time, kept by its guardian. Its name is the name of Courlander\'s Sulus games (our observation; whether it is the game he calls Sulus Aidi, whose rules his text breaks off before giving, we cannot tell). Ludii\'s implementation of the game, which differs from the page in places, is offered as a reading where it does.',
  },
  {
    id: 'dlp-rab-e',
    author: 'Digital Ludeme Project',
    byline: 'Digital Ludeme Project',
    title: "Rab'e",
    kind: 'web',
    in: 'game page (Ludii game 350), after Pankhurst 1971: 172',
    publication: 'Digital Ludeme Project game page (Ludii game 350)',
    date: 'undated',
    year: 'n.d.',
    web: [{ what: 'The game page', url: 'https://ludii.games/details.php?keyword=Rab%27e', accessed: CONFIRMED }],
    use: "Transcribed: the game page but for its header fields, Pankhurst's record of a three-row game of Eritrea played with four counters a hole, in which any hole a sown counter makes four is captured at once, whoever owns it. Its circuit is Courlander's, and its rounds are laid out again as in the DLP's Abalala'e, in fours. Ludii's implementation of the game, which differs from the page in places, is offered as a reading where it does.",
  },
  {
    id: 'dlp-tuz',
    author: 'Digital Ludeme Project',
    byline: 'Digital Ludeme Project',
    title: 'Tuz',
    kind: 'web',
    in: 'game page (Ludii game 365), after Pankhurst 1971: 179',
    publication: 'Digital Ludeme Project game page (Ludii game 365)',
    date: 'undated',
    year: 'n.d.',
    unconfirmed: 'We transcribe the page\'s text as the metadata of Ludii\'s game file gives it, and could not confirm the address of the page itself, so we give none.',
    use: "Transcribed: the game page but for its header fields, Pankhurst's record of Tuz, a two-row game of Wallo: the weg game of the DLP's Gabata (Shoa I) page in nearly the same words, its weg called a tuz, opened by one of two stylised moves that leave the holes five and three in turn, one of which makes a tuz, and a take from a tuz followed by another move. Ludii's implementation of the game, which differs from the page in places, is offered as a reading where it does.",
  },
  {
    id: 'dlp-gabata-shoa-and-adegrat',
    author: 'Digital Ludeme Project',
    byline: 'Digital Ludeme Project',
    title: 'Gabata (Shoa and Adegrat)',
    kind: 'web',
    in: 'game page (Ludii game 352), after Pankhurst 1971: 172, 174-176',
    publication: 'Digital Ludeme Project game page (Ludii game 352)',
    date: 'undated',
    year: 'n.d.',
    unconfirmed: 'We transcribe the page\'s text as the metadata of Ludii\'s game file gives it, and could not confirm the address of the page itself, so we give none.',
    use: "Transcribed: the game page but for its header fields, Pankhurst's record of one of the more popular Gabatas of central Ethiopia and of Adegrat: the weg game of the DLP's Gabata (Shoa I) page in other words, a weg made wherever the last counter makes three four, a take from the opponent's weg followed by another move, and every round opened by a stylised move that leaves the holes five and three in turn and makes a weg, the players taking turns at it. Ludii's implementation of the game, which differs from the page in places, is offered as a reading where it does.",
  },
  {
    id: 'dlp-qelat',
    author: 'Digital Ludeme Project',
    byline: 'Digital Ludeme Project',
    title: 'Qelat',
    kind: 'web',
    in: 'game page (Ludii game 135), after Pankhurst 1971: 167-168',
    publication: 'Digital Ludeme Project game page (Ludii game 135)',
    date: 'undated',
    year: 'n.d.',
    unconfirmed: 'We transcribe the page\'s text as the metadata of Ludii\'s game file gives it, and could not confirm the address of the page itself, so we give none.',
    use: "Transcribed: the game page but for its header fields, Pankhurst's record of Qelat, a two-row game of western Eritrea that the page calls very like Gabata from Shoa: a last counter that makes an opponent's hole of three four captures it, and a last counter in the opponent's captured hole removes one counter to the store and gives another sowing. Its next rounds are laid out in fours as Gabata (Shoa I)'s, with lots for a hole where each has two over. Ludii's implementation of the game, which differs from the page in places, is offered as a reading where it does.",
  },
  {
    id: 'dlp-awagagae',
    author: 'Digital Ludeme Project',
    byline: 'Digital Ludeme Project',
    title: 'Awagagae',
    kind: 'web',
    in: 'game page (Ludii game 659), after Pankhurst 1971: 169',
    publication: 'Digital Ludeme Project game page (Ludii game 659)',
    date: 'undated',
    year: 'n.d.',
    unconfirmed: 'We transcribe the page\'s text as the metadata of Ludii\'s game file gives it, and could not confirm the address of the page itself, so we give none.',
    use: "Transcribed: the game page but for its header fields, Pankhurst's record of Awagagae, a two-row game of Eritrea, the name Courlander gives as the other name of his Sulus Aidi (\"Sulus Aidi or Awagagà\"; whether it is that game, his text breaking off before its rules, we cannot tell). Its sentences are mostly those of the DLP's Qelat page; a last counter in the opponent's captured hole does nothing the first time and removes a counter every time after, and the sowing ends. Ludii's implementation of the game, which differs from the page in places, is offered as a reading where it does.",
  },
  {
    id: 'dlp-rio-kadalis',
    author: 'Digital Ludeme Project',
    byline: 'Digital Ludeme Project',
    title: 'Rio Kadalis',
    kind: 'web',
    in: 'game page (Ludii game 369), after Pankhurst 1971: 182',
    publication: 'Digital Ludeme Project game page (Ludii game 369)',
    date: 'undated',
    year: 'n.d.',
    unconfirmed: "We transcribe the page's text as the metadata of Ludii's game file gives it, and could not confirm the address of the page itself, so we give none.",
    use: "Transcribed: the game page but for its header fields, Pankhurst's record of Rio Kadalis (or Rio Kadashi), a two-row game of Ethiopia and Somalia played with four counters a hole, in which a hole a sown counter makes four is captured at once by the player in whose row it lies, the final counter's four by the player who sows; its rounds gain holes as Gabata (Shoa I)'s do, in the same words. Ludii's implementation of the game, which differs from the page in places, is offered as a reading where it does.",
  },
  {
    id: 'dlp-mewelad',
    author: 'Digital Ludeme Project',
    byline: 'Digital Ludeme Project',
    title: 'Mewelad',
    kind: 'web',
    in: 'game page (Ludii game 343), after Pankhurst 1971: 168',
    publication: 'Digital Ludeme Project game page (Ludii game 343)',
    date: 'undated',
    year: 'n.d.',
    unconfirmed: "We transcribe the page's text as the metadata of Ludii's game file gives it, and could not confirm the address of the page itself, so we give none.",
    use: "Transcribed: the game page but for its header fields, Pankhurst's record of Mewelad (or Gabata), a two-row game of Eritrea that opens with a simultaneous race, and in which a hole a sown counter makes four is captured at once by its owner, the final counter's four by the player who sows; its rounds gain holes for every four counters won. Ludii's implementation of the game, which differs from the page in places, is offered as a reading where it does.",
  },
  {
    id: 'dlp-gabata-ghinda',
    author: 'Digital Ludeme Project',
    byline: 'Digital Ludeme Project',
    title: 'Gabata (Ghinda)',
    kind: 'web',
    in: 'game page (Ludii game 661), after Pankhurst 1971: 172',
    publication: 'Digital Ludeme Project game page (Ludii game 661)',
    date: 'undated',
    year: 'n.d.',
    unconfirmed: "We transcribe the page's text as the metadata of Ludii's game file gives it, and could not confirm the address of the page itself, so we give none.",
    use: "Transcribed: the game page but for its header fields, Pankhurst's record of the Gabata of Ghinda, a two-row game of Eritrea in which each player's first turn is from his leftmost hole, a hole a sown counter makes four is captured at once by its owner, the final counter's four by the player who sows, and a four left uncaptured and made five becomes a Jen; its rounds gain holes for every four counters won. Ludii's implementation of the game, which differs from the page in places, is offered as a reading where it does.",
  },
  {
    id: 'dlp-hufesay',
    author: 'Digital Ludeme Project',
    byline: 'Digital Ludeme Project',
    title: 'Hufesay',
    kind: 'web',
    in: 'game page (Ludii game 358), after Pankhurst 1971: 173-174',
    publication: 'Digital Ludeme Project game page (Ludii game 358)',
    date: 'undated',
    year: 'n.d.',
    unconfirmed: 'We transcribe the page\'s text as the metadata of Ludii\'s game file gives it, and could not confirm the address of the page itself, so we give none.',
    use: "Transcribed: the game page but for its header fields, Pankhurst's record of a two-row game of the Maychew area of Ethiopia, with four counters a hole and relay sowing, in which a last counter in an empty hole of one's own row captures the opponent's opposite hole, and rounds gain holes for every four counters won, as in the DLP's Gabata (Shoa I). Ludii's implementation of the game, which differs from the page in places, is offered as a reading where it does.",
  },
  {
    id: 'dlp-gabata-ansaba',
    author: 'Digital Ludeme Project',
    byline: 'Digital Ludeme Project',
    title: 'Gabata (Ansaba)',
    kind: 'web',
    in: 'game page (Ludii game 342), after Pankhurst 1971: 169',
    publication: 'Digital Ludeme Project game page (Ludii game 342)',
    date: 'undated',
    year: 'n.d.',
    unconfirmed: 'We transcribe the page\'s text as the metadata of Ludii\'s game file gives it, and could not confirm the address of the page itself, so we give none.',
    use: "Transcribed: the game page but for its header fields, Pankhurst's record of a two-row Gabata of the Ansaba region of Eritrea, with three counters a hole: a race opens it, a last counter in an empty hole of one's own row captures the hole opposite and is moved on to capture again, and the loser of a round lays out three to a hole for the winner to match. By our identification the game Courlander calls Abalalà, on two rows. Ludii's implementation of the game, which differs from the page in places, is offered as a reading where it does.",
  },
  {
    id: 'dlp-jimafesosh',
    author: 'Digital Ludeme Project',
    byline: 'Digital Ludeme Project',
    title: 'Jimafesosh',
    kind: 'web',
    in: 'game page (Ludii game 364), after Pankhurst 1971: 179',
    publication: 'Digital Ludeme Project game page (Ludii game 364)',
    date: 'undated',
    year: 'n.d.',
    unconfirmed: 'We transcribe the page\'s text as the metadata of Ludii\'s game file gives it, and could not confirm the address of the page itself, so we give none.',
    use: "Transcribed: the game page but for its header fields, Pankhurst's record of a two-row game of the Wollo region of Ethiopia, which opens with the move of the DLP's Gabata 3 that leaves eights and empties round the board, captures the hole opposite any empty hole a last counter falls in, and gains holes between rounds as the DLP's Gabata (Shoa I) does. Ludii's implementation of the game, which differs from the page in places, is offered as a reading where it does.",
  },
  {
    id: 'dlp-mewegae',
    author: 'Digital Ludeme Project',
    byline: 'Digital Ludeme Project',
    title: 'Mewegae',
    kind: 'web',
    in: 'game page (Ludii game 344), after Pankhurst 1971: 168',
    publication: 'Digital Ludeme Project game page (Ludii game 344)',
    date: 'undated',
    year: 'n.d.',
    unconfirmed: 'We transcribe the page\'s text as the metadata of Ludii\'s game file gives it, and could not confirm the address of the page itself, so we give none.',
    use: "Transcribed: the game page but for its header fields, Pankhurst's record of Mewegae, a two-row game of Eritrea (its source line spells him \"Pamkhurat\"): a simultaneous opening as in Courlander's Sulus Aidi, then nearly the sentences of the DLP's Awagagae page, but that after a counter is removed from the opponent's captured hole the player sows again, as in Qelat. Ludii's implementation of the game, which differs from the page in places, is offered as a reading where it does.",
  },
  {
    id: 'dlp-gabata-adegrat',
    author: 'Digital Ludeme Project',
    byline: 'Digital Ludeme Project',
    title: 'Gabata (Adegrat)',
    kind: 'web',
    in: 'game page (Ludii game 351), after Pankhurst 1971: 172',
    publication: 'Digital Ludeme Project game page (Ludii game 351)',
    date: 'undated',
    year: 'n.d.',
    unconfirmed: "We transcribe the page's text as the metadata of Ludii's game file gives it, and could not confirm the address of the page itself, so we give none.",
    use: "Transcribed: the game page but for its header fields, Pankhurst's record of a two-row Gabata of the Adegrat area of Ethiopia played with three counters a hole, in which a last counter in an occupied hole lifts the hole after it and sows on, and a last counter in an empty hole captures the hole after it; its rounds gain a hole for every three counters won. Ludii's implementation of the game, which differs from the page in places, is offered as a reading where it does.",
  },
  {
    id: 'dlp-leyla',
    author: 'Digital Ludeme Project',
    byline: 'Digital Ludeme Project',
    title: 'Leyla',
    kind: 'web',
    in: 'game page (Ludii game 368), after Pankhurst 1971: 182',
    publication: 'Digital Ludeme Project game page (Ludii game 368)',
    date: 'undated',
    year: 'n.d.',
    unconfirmed: 'We transcribe the page\'s text as the metadata of Ludii\'s game file gives it, and could not confirm the address of the page itself, so we give none.',
    use: "Transcribed: the game page but for its header fields, Pankhurst's record of Leyla (or Wegi), a two-row game played near Jigjiga in Ethiopia, the one two-row game of the family on the DLP's pages sown clockwise: a last counter that makes an opponent's hole four captures it and the hole opposite, a last counter in the opponent's captured hole takes one counter of it with itself, and later rounds are laid out in fours, with loans of two counters and the stronger player's extra kept for later rounds. Ludii's implementation of the game, which differs from the page in places, is offered as a reading where it does.",
  },
  {
    id: 'dlp-gabata-oromo',
    author: 'Digital Ludeme Project',
    byline: 'Digital Ludeme Project',
    title: 'Gabata (Oromo)',
    kind: 'web',
    in: 'game page (Ludii game 363), after Pankhurst 1971: 178',
    publication: 'Digital Ludeme Project game page (Ludii game 363)',
    date: 'undated',
    year: 'n.d.',
    unconfirmed: 'We transcribe the page\'s text as the metadata of Ludii\'s game file gives it, and could not confirm the address of the page itself, so we give none.',
    use: "Transcribed: the game page but for its header fields, Pankhurst's record of a two-row Gabata played by an Oromo woman in Addis Ababa: an opening move from the player's leftmost hole that leaves eights and empties round the board, fours captured by the player who sows but the final counter's, which are sown on, a pass for a player who cannot play, and one game won by the most counters captured. Ludii's implementation of the game, which differs from the page in places, is offered as a reading where it does.",
  },
  {
    id: 'dlp-gabata-wuqro',
    author: 'Digital Ludeme Project',
    byline: 'Digital Ludeme Project',
    title: 'Gabata (Wuqro)',
    kind: 'web',
    in: 'game page (Ludii game 353), after Pankhurst 1971: 173',
    publication: 'Digital Ludeme Project game page (Ludii game 353)',
    date: 'undated',
    year: 'n.d.',
    unconfirmed: 'We transcribe the page\'s text as the metadata of Ludii\'s game file gives it, and could not confirm the address of the page itself, so we give none.',
    use: "Transcribed: the game page but for its header fields, Pankhurst's record of a two-row Gabata of the Wuqro area of Ethiopia, with three counters a hole: an opening that lifts the player's row and sows it into the opponent's, fours captured at the end of a sowing by the owner of their row and the final counter's by the sower, and rounds in which the stronger captures the weaker's holes until one owns none. Ludii's implementation of the game, which differs from the page in places, is offered as a reading where it does.",
  },
  {
    id: 'dlp-lamosh',
    author: 'Digital Ludeme Project',
    byline: 'Digital Ludeme Project',
    title: 'Lamosh',
    kind: 'web',
    in: 'game page (Ludii game 362), after Pankhurst 1971: 178',
    publication: 'Digital Ludeme Project game page (Ludii game 362)',
    date: 'undated',
    year: 'n.d.',
    unconfirmed: "We transcribe the page's text as the metadata of Ludii's game file gives it, and could not confirm the address of the page itself, so we give none.",
    use: "Transcribed: the game page but for its header fields, Pankhurst's record of Lamosh (or Gabata), a two-row game of Ethiopia opened by the stylised move of the DLP's Gabata (Shoa and Adegrat), whose last counter here makes a four that the player captures; then, in the words of the DLP's Rio Kadalis page, a hole a sown counter makes four is captured at once by the player in whose row it lies, the final counter's four by the player who sows, and rounds gain holes for every four counters won. Ludii's implementation of the game, which differs from the page in places, is offered as a reading where it does.",
  },
  {
    id: 'dlp-lam-waladach',
    author: 'Digital Ludeme Project',
    byline: 'Digital Ludeme Project',
    title: 'Lam Waladach',
    kind: 'web',
    in: 'game page (Ludii game 360), after Pankhurst 1971: 177',
    publication: 'Digital Ludeme Project game page (Ludii game 360)',
    date: 'undated',
    year: 'n.d.',
    unconfirmed: "We transcribe the page's text as the metadata of Ludii's game file gives it, and could not confirm the address of the page itself, so we give none.",
    use: "Transcribed: the game page but for its header fields, Pankhurst's record of Lam Waladach, a two-row game of central Ethiopia opened by the first player's three counters from each of his holes, sown from his opponent's first hole; a hole a sown counter makes four is captured by the player who sows, a sowing that captured gives him another turn, a player with no counters passes, and rounds gain holes for every four counters won, in the words of the DLP's Gabata (Shoa I) page. Ludii's implementation of the game, which differs from the page in places, is offered as a reading where it does.",
  },
  {
    id: 'pankhurst-1971',
    author: 'Pankhurst, Richard',
    byline: 'Richard Pankhurst',
    title: 'Gabata and Related Board Games of Ethiopia and the Horn of Africa',
    kind: 'article',
    in: 'Ethiopia Observer 14(3)',
    date: '1971',
    year: '1971',
    pages: 'pp. 154-206',
    csl: { 'container-title': 'Ethiopia Observer', volume: '14', issue: '3' },
    use: 'The DLP\'s source, named on its Abalala\'e page as "Pankhurst 1971: 163." on its Gabata (Adowa) and Gabata (Aksum) pages as "Pankhurst 1971: 164-165." and on its Selus (Massawa) page as "Pankhurst 1971: 171-172." and on its Selus page as "Pankhurst 1971: 165-166." and on its Qelat page as "Pankhurst 1971: 167-168." and on its Awagagae page as "Pankhurst 1971: 169" and on its Mewegae page as "Pamkhurat 1971: 168." and on its Leyla page as "Pankhurst 1971: 182."; for Gabata (Shoa I) our copy of the page names no source, and the pages we give (174-176 for Gabata I, Five holes and Seven holes, 177 for Gabata 3) are the source fields of Ludii\'s game file, which the DLP\'s page is made from. Named by Walker ("Richard Pankhurst recorded. in the Ethiopia Observer"). Neither transcribed nor consulted here.',
  },
  { id: 'bent-1893', author: 'Bent, J. Theodore', byline: 'J. Theodore Bent', title: 'The Sacred City of the Ethiopians', kind: 'book', place: 'London', date: '1893', year: '1893', use: 'Named by Walker as the first record of the game in western literature.' },
  { id: 'bell-1980', author: 'Bell, R. C.', byline: 'R. C. Bell', title: 'Discovering Old Board Games', kind: 'book', publisher: 'Shire Publications', place: 'Aylesbury', date: '1980', year: '1980', cited: { by: 'Walker', pages: 'pp. 65-66' }, use: 'Walker\'s further reading.' },
  { id: 'murray-1952', author: 'Murray, H. J. R.', byline: 'H. J. R. Murray', title: 'A History of Board Games Other than Chess', kind: 'book', publisher: 'Oxford University Press', place: 'Oxford', date: '1952', year: '1952', cited: { by: 'Walker', pages: 'p. 206' }, use: 'Walker\'s further reading.' },
  { id: 'parlett-1999', author: 'Parlett, David', byline: 'David Parlett', title: 'The Oxford History of Board Games', kind: 'book', publisher: 'Oxford University Press', place: 'Oxford', date: '1999', year: '1999', cited: { by: 'Walker', pages: 'pp. 219-220' }, use: 'Walker\'s further reading.' },
];

/** The sections of a work that the catalog's rulesets transcribe, with their web copies. */
const sectionsOf = (w: Omit<Work, 'sections'>): Section[] =>
  catalog.flatMap((r) => (r.source.work === w.id && r.source.section ? [{ page: r.id, ...r.source.section, ...w.sectionCopies?.[r.source.section.title] }] : []));

export const works: Work[] = bibliography.map((w) => {
  const sections = sectionsOf(w);
  return sections.length > 0 ? { ...w, sections } : w;
});

export function workOf(sourcePage: string): { work: Work; section: Section } {
  for (const work of works) {
    const section = work.sections?.find((s) => s.page === sourcePage);
    if (section) return { work, section };
  }
  throw new Error(`No work in the bibliography has the source page "${sourcePage}"`);
}

/** A ruleset's citation: the section of the work its source belongs to. */
export function rulesetCitation(r: Ruleset): string {
  const { work, section } = workOf(r.id);
  return sectionCitation(work, section);
}

const titled = (w: Work) => (w.kind === 'book' ? w.title : `"${w.title}"`);

/** Where and by whom a book was published: "Aylesbury: Shire Publications", "London", "Cyningstan". */
const imprint = (w: Work) => [w.place, w.publisher].filter(Boolean).join(': ');

/** The bibliography's entry: "Courlander, Harold. "The Ethiopian Game of Gobeta." Negro History Bulletin (…), no. 7, October 1943, pp. 21-23." */
export function bibliographyEntry(w: Work): string {
  const author = w.author.endsWith('.') ? w.author : `${w.author}.`;
  if (w.kind === 'book') return `${author} ${[w.title, w.in, [imprint(w), w.date].filter(Boolean).join(', ')].filter(Boolean).join('. ')}.`;
  const tail = [w.in, w.date === 'undated' ? undefined : w.date, w.pages].filter(Boolean).join(', ');
  return `${author} "${w.title}." ${tail.charAt(0).toUpperCase()}${tail.slice(1)}.`;
}

/** A section as the rulesets cite it: 'Harold Courlander, "The Ethiopian Game of Gobeta", Negro History Bulletin (…), no. 7, October 1943, pp. 21-22: Abalalà'. */
export function sectionCitation(w: Work, section: { title: string; pages?: string }): string {
  const where = w.kind === 'book' ? [w.in, imprint(w), w.date] : [w.in, w.date === 'undated' ? undefined : w.date, section.pages];
  const head = `${w.byline}, ${titled(w)}`;
  const tail = where.filter(Boolean).join(', ');
  return w.sections && w.sections.length > 1 ? `${head}, ${tail}: ${section.title}` : `${head}, ${tail}`;
}

/** Every web copy of a work we confirmed (its own, and its sections'), and what we could not confirm. */
export function webCopies(w: Work): { copies: WebCopy[]; unconfirmed: string[] } {
  const parts = [w, ...(w.sections ?? [])];
  return { copies: parts.flatMap((p) => p.web ?? []), unconfirmed: parts.flatMap((p) => (p.unconfirmed ? [p.unconfirmed] : [])) };
}
