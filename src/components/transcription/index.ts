import Diagram from '../Diagram.astro';
import Example from '../Example.astro';
import Break from './Break.astro';
import C from './C.astro';
import CopyHead from './CopyHead.astro';
import Fn from './Fn.astro';
import Lacuna from './Lacuna.astro';
import Mend from './Mend.astro';
import Missing from './Missing.astro';
import Moved from './Moved.astro';
import Note from './Note.astro';
import Notes from './Notes.astro';
import Page from './Page.astro';
import Sic from './Sic.astro';

/** The components a transcription may use (src/transcription/markup.ts documents each). */
export const transcriptionComponents = { Break, C, CopyHead, Diagram, Example, Fn, Lacuna, Mend, Missing, Moved, Note, Notes, Page, Sic };
