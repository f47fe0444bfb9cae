import type { GameEvent, Player } from '../types';
import type { Listener, Play } from '../ruleset';

/** The steps of a sowing that a fast-forward may sum up; anything else is always recorded. */
const SOWING_STEPS: ReadonlySet<GameEvent['type']> = new Set(['pick-up', 'drop', 'relay', 'take', 'skip']);

/**
 * The listener that writes every event down, for a reader's replay. Past `limits.record` drops
 * of one move it stops writing the sowing's steps and sums the stretch up in one fast-forward
 * event (where it left the board), so that a sowing of millions of beans still replays exactly.
 */
export class EventLog implements Listener {
  readonly events: GameEvent[] = [];
  /** The drops made when writing stopped, or null while every step is written. */
  private quietSince: number | null = null;

  constructor(private readonly g: Play) {}

  event(e: GameEvent): void {
    if (this.quietSince !== null) {
      if (SOWING_STEPS.has(e.type)) return;
      this.settle('player' in e ? e.player : null);
    }
    this.events.push(e);
  }

  lap(drops: number): void {
    if (this.quietSince === null && drops > this.g.limits.record) this.quietSince = drops;
  }

  settle(player: Player | null): void {
    if (this.quietSince === null) return;
    const { g } = this;
    const f = g.pos;
    const drops = g.drops - this.quietSince;
    this.quietSince = null;
    const [a, b] = g.names;
    this.events.push({
      type: 'fast-forward',
      player,
      drops,
      holes: Array.from(f.holes.subarray(0, g.size)),
      stores: { [a]: f.stores[0]!, [b]: f.stores[1]! },
      hands: { [a]: f.hands[0]!, [b]: f.hands[1]! },
      ...(f.unmoved.includes(1) ? { unmoved: Array.from(f.unmoved, (m) => m === 1) } : {}),
      clause: 'reading.endless',
    });
  }
}
