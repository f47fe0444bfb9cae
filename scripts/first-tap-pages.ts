// The widget pages scripts/first-tap.ts taps, one of each kind: the control a reader taps first,
// and the element whose text the tap changes.
export interface Probe {
  path: string;
  /** What is tapped, in words, for the table. */
  what: string;
  /** The control: the first element that matches this selector, and whose name (its label, or its text) matches `name` where given. */
  control: string;
  name?: string;
  /** A selector of the element whose text the tap changes (its first match). */
  answer: string;
}

/** A stepper's Forward (named "Forward one step"), or a comparison's (its text "Forward"). */
const forward = { control: 'button', name: '^Forward( one step)?$' };

export const PAGES: Probe[] = [
  // The source page with the most steppers (eleven), each an island.
  { path: '/sources/dlp-gabata-shoa-i/', what: 'Forward, first stepper', ...forward, answer: '.step-count' },
  // The longest transcription.
  { path: '/sources/courlander-abalala/', what: 'Forward, first stepper', ...forward, answer: '.step-count' },
  { path: '/examples/courlander-b-sows-from-hole-4/', what: 'Forward', ...forward, answer: '.step-count' },
  // A comparison that opens where its lanes part, so that Forward is there to tap.
  { path: '/compare/opening-race/', what: 'Forward', ...forward, answer: '.step-count' },
  { path: '/compare/custom/', what: 'Forward', ...forward, answer: '.step-count' },
  { path: '/play/', what: 'a hole (a move)', control: '.hole-button', answer: '#play-board' },
  { path: '/lab/', what: '+ on hole 1', control: 'button', name: "^Add a bean to hole 1, B's$", answer: '#lab-board' },
];
