/** The example files the records page shows, highlighted as they stand (a test replays each). */
export const shownExamples = ['courlander-b-sows-from-hole-4', 'courlander-aidi-claim-from-9', 'dlp-take-from-weg', 'courlander-diagram-2-reload'];
