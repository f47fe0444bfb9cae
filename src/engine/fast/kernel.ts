import { FastCycle } from './cycle';
import { afterTurn, emptied, vacated } from './endings';
import { ENDLESS, NOBODY, PLAYING, type FastPosition } from './position';
import type { FastRules } from './rules';

/** What a landing comes to (the event path's Outcome kinds, without their clauses). */
const END = 0;
const CLAIM = 1;
const CLAIM_TAKE = 2;
const RELAY = 3;
const TAKE = 4;

const LANDINGS = ['take', 'aidi', 'nishtaw', 'weg', 'facing'] as const;
const AFTER = ['vacated', 'stuck', 'round', 'emptied'] as const;
const EMPTIED = AFTER.indexOf('emptied');

/** The move that passes, where the rules let a player with nothing to move pass. */
export const PASS = -1;

/**
 * The rules of src/engine/play.ts, src/engine/rules/ and the rulesets' landing lists, played on
 * typed arrays with no events: the same steps in the same order, so that every position, status
 * and score is the event path's (test/engine/fast-equality.test.ts is the judge). Nothing is
 * allocated per move or per drop; moves change the position in place.
 */
export class FastKernel {
  readonly rules: FastRules;
  /** Beans dropped by the last move or opening: what the event path's dropsIn counts. */
  sown = 0;
  /** Drops in this move, against the search limit (the event path's ctx.drops). */
  drops = 0;
  halted = false;
  /** The last endless sowing was stopped by a cycle (else by the search limit), as the event's reason. */
  endedByCycle = false;
  /** The last bean fell into an empty hole (set by sowHand). */
  wasEmpty = false;
  /** The beans taken or claimed by a landing (set by decide). */
  private count = 0;
  private again = false;
  readonly cycle: FastCycle;
  /** rules.landings and rules.afterTurn as small numbers, for the hot switches. */
  private readonly landings: number;
  readonly after: number;

  constructor(rules: FastRules) {
    this.rules = rules;
    this.cycle = new FastCycle(rules.size + 1);
    this.landings = LANDINGS.indexOf(rules.landings);
    this.after = AFTER.indexOf(rules.afterTurn);
  }

  /** The holes the player may start from, written into `out`; returns how many. */
  legalHoles(f: FastPosition, p: number, out: Int32Array | null): number {
    const { holes, owners, claims } = f;
    const refuseThree = this.rules.noMoveFromThree && f.inProgress;
    let n = 0;
    for (let h = 0; h < this.rules.size; h++) {
      const c = holes[h]!;
      if (owners[h] !== p || claims[h] !== NOBODY || c === 0 || (refuseThree && c === 3)) continue;
      if (out) out[n] = h;
      n++;
    }
    return n;
  }

  /** The player has a hole he may start from (legalHoles, stopping at the first). */
  hasMove(f: FastPosition, p: number): boolean {
    const { holes, owners, claims } = f;
    const refuseThree = this.rules.noMoveFromThree && f.inProgress;
    for (let h = 0; h < this.rules.size; h++) {
      const c = holes[h]!;
      if (owners[h] === p && claims[h] === NOBODY && c !== 0 && !(refuseThree && c === 3)) return true;
    }
    return false;
  }

  /** The moves open to the player to move, into `out` (a PASS where he must pass); returns how many. */
  legalMoves(f: FastPosition, out: Int32Array): number {
    if (f.status !== PLAYING || f.toMove === NOBODY) return 0;
    const n = this.legalHoles(f, f.toMove, out);
    if (n > 0 || !this.rules.passes) return n;
    out[0] = PASS;
    return 1;
  }

  /** Play a legal move (a hole, or PASS) in place. The caller has checked it is legal. */
  play(f: FastPosition, move: number): void {
    this.begin();
    const p = f.toMove;
    if (move === PASS) {
      f.toMove = 1 - p;
      f.inProgress = true;
      this.afterTurn(f);
      return;
    }
    this.pickUp(f, p, move);
    this.runSowing(f, p, move);
  }

  begin(): void {
    this.sown = 0;
    this.drops = 0;
    this.halted = false;
  }

  pickUp(f: FastPosition, p: number, h: number): void {
    f.hands[p]! += f.holes[h]!;
    f.holes[h] = 0;
    f.inProgress = true;
  }

  step(p: number, h: number, origin: number): number {
    const { next, size } = this.rules;
    const n = next[p * size + h]!;
    return n === origin && this.rules.skipOrigin ? next[p * size + n]! : n;
  }

  /** Sow the beans in hand from `from` on; the hole the last fell in, or -1 if play stopped. */
  sowHand(f: FastPosition, p: number, from: number): number {
    const { holes, hands } = f;
    const r = this.rules;
    if (r.vacatedAtDrop) return this.sowHandChecking(f, p, from);
    const { next, skipOrigin } = r;
    const route = p * r.size;
    const n = hands[p]!;
    let h = from;
    let before = -1;
    // The hand is emptied at once: nothing looks at it until the last bean has fallen.
    for (let left = n; left > 0; left--) {
      h = next[route + h]!;
      if (h === from && skipOrigin) h = next[route + h]!;
      before = holes[h]!;
      holes[h] = before + 1;
    }
    hands[p] = 0;
    this.drops += n;
    this.sown += n;
    this.wasEmpty = before === 0;
    return h;
  }

  /** The same, looking for a vacated side after every bean (the vacated-check reading `drop`). */
  private sowHandChecking(f: FastPosition, p: number, from: number): number {
    const { holes, hands } = f;
    let h = from;
    let wasEmpty = false;
    while (hands[p]! > 0) {
      h = this.step(p, h, from);
      wasEmpty = holes[h] === 0;
      holes[h]!++;
      hands[p]!--;
      this.drops++;
      this.sown++;
      this.sideCheck(f);
      if (this.halted) return -1;
    }
    this.wasEmpty = wasEmpty;
    return h;
  }

  /** Sow, and go on as the landings say until the turn ends (the event path's runSowing). */
  runSowing(f: FastPosition, p: number, from: number): void {
    const { holes, stores } = f;
    const r = this.rules;
    this.cycle.reset();
    for (;;) {
      const h = this.sowHand(f, p, from);
      if (h < 0) return;
      const outcome = this.decide(f, p, h, this.wasEmpty);
      switch (outcome) {
        case END:
          return this.endTurn(f, 1 - p);
        case CLAIM:
          f.claims[h] = p;
          return this.endTurn(f, 1 - p);
        case CLAIM_TAKE:
          holes[h]! -= this.count;
          stores[p]! += this.count;
          return this.endTurn(f, this.again ? p : 1 - p);
      }
      if (outcome === TAKE) {
        const { column, columnStride } = r;
        for (let i = h * columnStride, e = i + columnStride; i < e; i++) {
          const o = column[i]!;
          if (o >= 0 && f.owners[o] !== p && holes[o]! > 0) {
            stores[p]! += holes[o]!;
            holes[o] = 0;
          }
        }
      }
      if (r.vacatedAtSowing) {
        this.sideCheck(f);
        if (this.halted) return;
      }
      holes[r.size] = h; // the landing hole completes the state, for one comparison
      if (this.cycle.see(holes)) return this.endless(f, true);
      if (this.drops > r.search) return this.endless(f, false);
      this.pickUp(f, p, h);
      from = h;
    }
  }

  /** Stop a sowing that never ends: `cycle` where a position came back, else at the search limit. */
  endless(f: FastPosition, cycle: boolean): void {
    this.endedByCycle = cycle;
    f.status = ENDLESS;
    f.toMove = NOBODY;
    this.halted = true;
  }

  endTurn(f: FastPosition, next: number): void {
    f.toMove = next;
    this.afterTurn(f);
  }

  private enemyInColumn(f: FastPosition, p: number, h: number): boolean {
    const { column, columnStride } = this.rules;
    for (let i = h * columnStride, e = i + columnStride; i < e; i++) {
      const o = column[i]!;
      if (o >= 0 && f.owners[o] !== p && f.holes[o]! > 0) return true;
    }
    return false;
  }

  /**
   * Abalala'e: the opponent's holes facing `h` hold counters to capture. On the player's left half
   * (two facing holes) an empty nearer one stops the capture under the left-capture reading.
   */
  private capturesFacing(f: FastPosition, p: number, h: number): boolean {
    const { column, columnStride, leftHalf, size } = this.rules;
    if (this.rules.stopAtEmpty && leftHalf[p * size + h]) {
      let facing = 0;
      let nearer = -1;
      for (let i = h * columnStride, e = i + columnStride; i < e; i++) {
        const o = column[i]!;
        if (o < 0 || f.owners[o] === p) continue;
        if (facing++ === 0) nearer = o;
      }
      if (facing === 2 && f.holes[nearer] === 0) return false;
    }
    return this.enemyInColumn(f, p, h);
  }

  /** Three made four by the last bean, in an unclaimed hole on a side the reading allows. */
  private makesClaim(f: FastPosition, p: number, h: number, wasEmpty: boolean): boolean {
    if (wasEmpty || f.claims[h] !== NOBODY || f.holes[h] !== 4) return false;
    return f.owners[h] !== p || this.rules.claimEither;
  }

  /** The landing rules in each ruleset's order (src/engine/rulesets/, src/engine/rules/). */
  private decide(f: FastPosition, p: number, h: number, wasEmpty: boolean): number {
    const r = this.rules;
    const holder = f.claims[h]!;
    switch (this.landings) {
      case 0: // take
        if (!wasEmpty) return RELAY;
        if ((f.owners[h] === p || r.eitherSideTake) && this.enemyInColumn(f, p, h)) return TAKE;
        return END;
      case 1: // aidi
        if (holder !== NOBODY && holder !== p) return END;
        if (holder === p) {
          if (!r.ownClaimRelay) return END;
          if (!wasEmpty) return RELAY;
        }
        if (this.makesClaim(f, p, h, wasEmpty)) return CLAIM;
        if (!wasEmpty) return RELAY;
        if (!r.aidiTake || f.owners[h] !== p) return END;
        return this.enemyInColumn(f, p, h) ? TAKE : END;
      case 2: // nishtaw
        if (holder !== NOBODY && holder !== p) {
          this.count = Math.min(2, f.holes[h]!);
          this.again = true;
          return CLAIM_TAKE;
        }
        if (holder === p) {
          if (!r.ownClaimRelay) return END;
          if (!wasEmpty) return RELAY;
        }
        if (this.makesClaim(f, p, h, wasEmpty)) return CLAIM;
        return wasEmpty ? END : RELAY;
      case 4: // facing (the DLP's Abalala'e)
        if (!wasEmpty) return RELAY;
        if (f.owners[h] !== p) return END;
        return this.capturesFacing(f, p, h) ? TAKE : END;
      default: // weg
        if (holder !== NOBODY && holder !== p) {
          if (wasEmpty && r.emptyWegStays) return END;
          this.count = wasEmpty ? 1 : 2;
          this.again = r.wegAgain;
          return CLAIM_TAKE;
        }
        if (holder === p) return END;
        if (this.makesClaim(f, p, h, wasEmpty)) return CLAIM;
        return wasEmpty ? END : RELAY;
    }
  }

  /** The checks made when a turn ends (src/engine/fast/endings.ts). */
  afterTurn(f: FastPosition): void {
    afterTurn(this, f);
  }

  /** The check of an emptied side made during a move, under the vacated-check reading. */
  sideCheck(f: FastPosition): void {
    if (this.after === EMPTIED) emptied(this, f);
    else vacated(this, f);
  }

  over(f: FastPosition, status: number): void {
    f.status = status;
    f.toMove = NOBODY;
    this.halted = true;
  }
}
