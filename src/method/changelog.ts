/**
 * What changed in the transcriptions' text between versions, for the method page: read from the
 * history of content/sources/ (git log), in our words. Changes to our own pages are not listed;
 * changes to what a reader reads as the source's text, or to how it is marked, are.
 */
export interface TextChange {
  /** The day, as the method page prints it. */
  date: string;
  change: string;
}

export const changelog: TextChange[] = [
  { date: '22 November 2026', change: 'Courlander\'s Sulus Nishtaw transcribed, with its apparatus; then his Abalalà and the opening of his Sulus Aidi, the apparatus marks lettered.' },
  { date: '22 November 2026', change: 'Walker\'s leaflet and the DLP\'s page for Gabata (Shoa I) transcribed.' },
  { date: '23 November 2026', change: 'Walker: the four stray lines after the heading “Movement and Capture” recorded as one entry at the heading, the copy\'s paragraph break before them included.' },
  { date: '23 November 2026', change: 'Phrases marked inside sentences, so that each step of play cites the words that license it: Walker\'s rules 5, 9 and 11, Courlander\'s sowing, Sulus Aidi\'s move and race, the DLP\'s move and the rights over a captured hole. No word changed.' },
  { date: '23 November 2026', change: 'The DLP\'s page for Abalala\'e transcribed, the header fields our copy lacks said in our words.' },
  {
    date: '25 November 2026',
    change: 'Walker: “qabata” and “1971. when … recorded. in”, kept as the copy has them, now carry a [sic] note in the apparatus (the first had no note, the second one hidden in the page\'s source). Our notes say “not in our copy” of the figures and the text our copies lack, instead of “lost”. The marks in the text are no longer copied with the words, and a phrase has no § of its own. No word of the sources changed.',
  },
];
