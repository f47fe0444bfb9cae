import { sentence } from '../widgets/narrate';
import { endLines } from './ending';
import type { Seats } from './link';
import { viewedLine } from './review';
import { position, type After, type Session } from './session';

/**
 * The turn line over the board: whose turn it is, the computer thinking, how the game ended, why
 * play stopped; or, over a move looked back at, what that move did and what came of it.
 */
export function turnLine(s: Session, next: After, seats: Seats, view: number | null = null): string {
  if (view !== null) return viewedLine(s, view, seats.computer);
  const p = position(s);
  if (next.kind === 'stopped') return `Play has stopped: ${next.why}.`;
  if (next.kind !== 'playing') return endLines(s, next, seats.computer)?.result ?? '';
  if (p.toMove === null) return '';
  if (p.toMove === seats.computer) return `The computer (${p.toMove}) is thinking…`;
  return `${sentence(p.toMove)} to move${seats.computer ? ' (you)' : ''}.`;
}
