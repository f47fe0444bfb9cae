/**
 * Reference models of two of Ludii's game files, transcribed rule by rule from the .lud texts
 * (Ludeme/Ludii, Common/res/lud/board/sow/three_rows/Abalala'e.lud and two_rows/Gabata (Shoa I).lud),
 * in their own terms: Ludii's sites (row by row from the bottom left), Ludii's players 1 and 2,
 * and one Ludii move per lap of a sowing. They share no code with the engine, so that a game the
 * engine replays the same, turn by turn, is evidence that the engine's Ludii-code readings are
 * Ludii's rules and not merely the engine agreeing with itself.
 */

export type LudiiPlayer = 1 | 2;

/** Ludii's coordinate for a site: column letter, row number ("A1" is site 0). */
export const coordinate = (site: number, columns: number) => `${'ABCDEFG'[site % columns]}${Math.floor(site / columns) + 1}`;

/** A whole turn as a list of laps, each a Ludii move; the turn's first lap starts from `from`. */
export interface TurnResult {
  laps: number;
  /** The game ended during this turn (after the given lap). */
  over: boolean;
  /** The sowing did not end within the lap limit. */
  endless: boolean;
}

/** The laps one turn may take before the model gives up: Ludii itself would play on. */
const LAP_LIMIT = 5000;

// ---------------------------------------------------------------------------------------------
// Abalala'e: 3 rows of 6 sites, one track per player, captures into one's own empty hole.

/** The tracks: P1 "0,E,N1,W5,N1,E", P2 "17,W,S1,E5,S1,W", both loops. */
const ABA_TRACK: Record<LudiiPlayer, number[]> = {
  1: [0, 1, 2, 3, 4, 5, 11, 10, 9, 8, 7, 6, 12, 13, 14, 15, 16, 17],
  2: [17, 16, 15, 14, 13, 12, 6, 7, 8, 9, 10, 11, 5, 4, 3, 2, 1, 0],
};
/** "Home": P1 the bottom row and D2-F2; P2 the top row and A2-C2. */
const ABA_HOME: Record<LudiiPlayer, number[]> = { 1: [0, 1, 2, 3, 4, 5, 9, 10, 11], 2: [12, 13, 14, 15, 16, 17, 6, 7, 8] };
/** "LeftPart": P1 A1-C1, P2 D3-F3. */
const ABA_LEFT: Record<LudiiPlayer, number[]> = { 1: [0, 1, 2], 2: [15, 16, 17] };
const isMiddleRow = (site: number) => site >= 6 && site < 12;

export class AbalalaeModel {
  counts: number[] = new Array(18).fill(3);
  hand: Record<LudiiPlayer, number> = { 1: 0, 2: 0 };
  mover: LudiiPlayer = 1;
  over = false;

  legal(): number[] {
    return ABA_HOME[this.mover].filter((s) => this.counts[s]! > 0).sort((a, b) => a - b);
  }

  /** "PiecesOwnedBy": counters in hand plus those in one's home sites. */
  score(p: LudiiPlayer): number {
    return this.hand[p] + ABA_HOME[p].reduce((n, s) => n + this.counts[s]!, 0);
  }

  private homeEmpty(p: LudiiPlayer): boolean {
    return ABA_HOME[p].every((s) => this.counts[s] === 0);
  }

  /** Sow `count` from `from` along the mover's track; the site the last one fell in. */
  private sow(from: number, count: number): number {
    const track = ABA_TRACK[this.mover];
    this.counts[from]! -= count;
    let i = track.indexOf(from);
    let to = from;
    for (let k = 0; k < count; k++) {
      i = (i + 1) % track.length;
      to = track[i]!;
      this.counts[to]!++;
    }
    return to;
  }

  private grab(site: number): boolean {
    if (this.counts[site]! <= 0) return false;
    this.hand[this.mover] += this.counts[site]!;
    this.counts[site] = 0;
    return true;
  }

  /** The sow's `apply` on its last site: 'again' (relay), 'captured' (sow one on), or 'done'. */
  private apply(to: number): 'again' | 'captured' | 'done' {
    if (this.counts[to]! > 1) return 'again';
    if (!ABA_HOME[this.mover].includes(to)) return 'done';
    const sign = this.mover === 1 ? 1 : -1;
    const nextRow = to + sign * 6;
    const opposite = to + sign * 12;
    let captured = false;
    if (isMiddleRow(to)) captured = this.grab(nextRow);
    else if (ABA_LEFT[this.mover].includes(to)) {
      const a = this.grab(nextRow);
      const b = this.grab(opposite);
      captured = a || b;
    } else captured = this.grab(opposite);
    return captured ? 'captured' : 'done';
  }

  /** Play a whole turn from `from`: one Ludii move per lap, the end looked for after each. */
  playTurn(from: number): TurnResult {
    let laps = 0;
    let site = from;
    let count = this.counts[from]!;
    for (;;) {
      const to = this.sow(site, count);
      const next = this.apply(to);
      laps++;
      if (this.homeEmpty(1) || this.homeEmpty(2)) {
        this.over = true;
        return { laps, over: true, endless: false };
      }
      if (next === 'done') break;
      if (laps > LAP_LIMIT) return { laps, over: false, endless: true };
      site = to;
      count = next === 'captured' ? 1 : this.counts[to]!;
    }
    this.mover = this.mover === 1 ? 2 : 1;
    return { laps, over: false, endless: false };
  }
}

// ---------------------------------------------------------------------------------------------
// Gabata (Shoa I), Gabata I: 2 rows of 6 sites, one anticlockwise track, wegs marked by state.

/** "TrackCCW" "0,E,N,W": the bottom row left to right, then the top row right to left. */
const GAB_TRACK = [0, 1, 2, 3, 4, 5, 11, 10, 9, 8, 7, 6];
const GAB_OWNED: Record<LudiiPlayer, number[]> = { 1: [0, 1, 2, 3, 4, 5], 2: [6, 7, 8, 9, 10, 11] };

export class GabataModel {
  counts: number[] = new Array(12).fill(4);
  /** A site's state: 0, or the player whose weg it is. */
  state: (0 | LudiiPlayer)[] = new Array(12).fill(0);
  hand: Record<LudiiPlayer, number> = { 1: 0, 2: 0 };
  mover: LudiiPlayer = 1;
  /** The round is over: the wegs have been collected. */
  over = false;

  legal(): number[] {
    return GAB_OWNED[this.mover].filter((s) => this.counts[s]! > 0 && this.state[s] === 0);
  }

  /** With no move, Ludii passes for the player. */
  pass(): void {
    this.mover = this.mover === 1 ? 2 : 1;
  }

  private sow(from: number): number {
    const count = this.counts[from]!;
    this.counts[from] = 0;
    let i = GAB_TRACK.indexOf(from);
    let to = from;
    for (let k = 0; k < count; k++) {
      i = (i + 1) % GAB_TRACK.length;
      to = GAB_TRACK[i]!;
      this.counts[to]!++;
    }
    return to;
  }

  playTurn(from: number): TurnResult {
    let laps = 0;
    let site = from;
    for (;;) {
      const to = this.sow(site);
      laps++;
      let again = false;
      if (this.state[to] === 0 && this.counts[to] === 4) this.state[to] = this.mover;
      else if (this.counts[to]! > 1) {
        if (this.state[to] === 0) again = true;
        else if (this.state[to] !== this.mover) {
          const n = Math.min(2, this.counts[to]!);
          this.counts[to]! -= n;
          this.hand[this.mover] += n;
        }
      }
      // The `then` of every sowing move: only marked sites hold counters, so the round is over.
      if (this.counts.every((c, s) => this.state[s] !== 0 || c === 0)) {
        this.counts.forEach((c, s) => {
          const owner = this.state[s];
          if (owner) {
            this.hand[owner] += c;
            this.counts[s] = 0;
          }
        });
        this.over = true;
        return { laps, over: true, endless: false };
      }
      if (!again) break;
      if (laps > LAP_LIMIT) return { laps, over: false, endless: true };
      site = to;
    }
    this.mover = this.mover === 1 ? 2 : 1;
    return { laps, over: false, endless: false };
  }
}
