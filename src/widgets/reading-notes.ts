import { fixedReadings, optionSpecs, type OptionSpec } from '../engine/index';
import { notesOf, type ReadingNotes } from './reading-notes-of';

/** What each of our readings means (all of them: pages build this, islands do not), in our words, and where the readings page explains it. */
export function readingNotes(): ReadingNotes {
  return notesOf({ options: optionSpecs as Record<string, OptionSpec>, fixedReadings });
}
