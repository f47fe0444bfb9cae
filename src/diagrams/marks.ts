import type { GameEvent, Hole, Player } from '../engine/index';

/**
 * The marks a board can carry besides its beans, each drawn with its own shape or line (never by
 * colour alone) and named in the key under the board and in its text alternative.
 */
export interface BoardMarks {
  /** The hole the current sowing was lifted from. */
  from?: Hole | null;
  /** The current sowing: the hole lifted, then each hole sown, in order. */
  path?: readonly Hole[];
  /** Where the last bean fell. */
  last?: Hole | null;
  /** Beans taken: from which holes, how many, into whose store. */
  taken?: readonly { hole: Hole; count: number; by: Player }[];
  /** Holes the player to move may sow from (the play page). */
  legal?: readonly Hole[];
  /** Holes that differ from the first lane's (comparisons). */
  differs?: ReadonlySet<Hole>;
}

export type MarkKind = 'side-0' | 'side-1' | 'from' | 'path' | 'last' | 'taken' | 'claim' | 'legal' | 'differs' | 'route';

/**
 * The marks of one step in a list of events: the current player's sowing since his last lift
 * (kept through the take or claim it led to, until his turn ends), and what the step took. Only
 * the sowing of the player who acted is traced, so the two sowings of a race do not mix.
 */
export function sowingMarks(events: readonly (GameEvent | null)[], at: number): BoardMarks {
  const e = events[at];
  if (!e) return {};
  if (e.type === 'place') return { last: e.hole };
  const taken = takenBy(e);
  const player = 'player' in e ? e.player : null;
  let from: Hole | null = null;
  const drops: Hole[] = [];
  for (let i = at; i >= 0 && player !== null; i--) {
    const x = events[i];
    if (!x || (x.type === 'turn-end' && i < at)) break;
    if (!('player' in x) || x.player !== player) continue;
    if (x.type === 'drop') drops.unshift(x.hole);
    if (x.type === 'pick-up' || x.type === 'relay') {
      from = x.hole;
      break;
    }
  }
  const marks: BoardMarks = taken.length ? { taken } : {};
  if (from === null) return marks;
  return { ...marks, from, path: [from, ...drops], last: drops.at(-1) ?? null };
}

function takenBy(e: GameEvent): NonNullable<BoardMarks['taken']> {
  if (e.type === 'take' || e.type === 'sweep') return e.from.map((p) => ({ ...p, by: e.player }));
  if (e.type === 'claim-take') return [{ hole: e.hole, count: e.count, by: e.player }];
  if (e.type === 'claims-collected') return e.awards.map((a) => ({ hole: a.hole, count: a.count, by: a.player }));
  return [];
}

/**
 * The links of a sowing's trail: from each hole of the path to the next hole round the board,
 * where the path goes there later. Neighbours only, so a race's two sowings, listed together,
 * still draw as two chains; a sowing that laps the board links each pair once. Where the players
 * have routes of their own (`routes`, for each hole the next), a hole links to the next on
 * either route.
 */
export function trail(path: readonly Hole[], size: number, routes?: readonly (readonly Hole[])[]): [Hole, Hole][] {
  const out = new Map<string, [Hole, Hole]>();
  path.forEach((h, i) => {
    for (const next of routes ? routes.map((r) => r[h]!) : [(h + 1) % size]) {
      if (path.indexOf(next, i + 1) > i) out.set(`${h} ${next}`, [h, next]);
    }
  });
  return [...out.values()];
}

/** Which marks a list of events can show, for the key: only what can appear in that widget. */
export function marksIn(events: readonly GameEvent[], claims: boolean): MarkKind[] {
  const kinds: MarkKind[] = ['side-0', 'side-1'];
  if (events.some((e) => e.type === 'pick-up' || e.type === 'relay')) kinds.push('from', 'path', 'last');
  if (events.some((e) => takenBy(e).length)) kinds.push('taken');
  if (claims || events.some((e) => e.type === 'claim')) kinds.push('claim');
  return kinds;
}

export interface KeyEntry {
  kind: MarkKind;
  text: string;
}

/** The key's words for each mark, with the game's own names: its players, its pieces, its claims. */
export function keyEntries(
  kinds: readonly MarkKind[],
  words: { players: readonly [Player, Player]; one?: string; many?: string; noun?: string | null; ownRoutes?: boolean },
): KeyEntry[] {
  const { players, one = 'bean', many = 'beans', noun, ownRoutes } = words;
  const text: Record<MarkKind, string> = {
    'side-0': `${players[0]}'s side and store`,
    'side-1': `${players[1]}'s side and store`,
    from: 'sown from',
    path: 'this sowing, in order',
    last: `where the last ${one} fell`,
    taken: `${many} taken to the store`,
    claim: claimKey(noun ?? 'claim', players),
    legal: 'you may sow from here',
    differs: 'differs from the first lane',
    route: ownRoutes ? `${players[0]}'s route of sowing (${players[1]}'s runs the other way)` : 'the route of sowing',
  };
  return kinds.map((kind) => ({ kind, text: text[kind] }));
}

/**
 * The mark of a claimed hole's holder, written in a badge beside the hole's label: the player's
 * name where it is one letter (Courlander's B and A), else its first letter (the DLP's S and N),
 * or the whole names where both would begin alike. The key says once what each letter stands for.
 */
export function holderMarks(players: readonly [Player, Player]): Record<Player, string> {
  const [a, b] = players.map((p) => p[0]!.toUpperCase());
  return a === b ? { [players[0]]: players[0], [players[1]]: players[1] } : { [players[0]]: a!, [players[1]]: b! };
}

function claimKey(noun: string, players: readonly [Player, Player]): string {
  const m = holderMarks(players);
  return `a ${noun}, marked with its holder: ${players.map((p) => (m[p] === p ? p : `${m[p]} for ${p}`)).join(' or ')}`;
}

const list = (xs: readonly string[]) => (xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`);

/** The marks in words, for the board's text alternative; holes named by their labels. */
export function describeMarks(marks: BoardMarks, label: (h: Hole) => string): string {
  const out: string[] = [];
  const { from, path = [], last, taken = [], legal = [], differs } = marks;
  const holes = (hs: readonly Hole[]) => `hole${hs.length === 1 ? '' : 's'} ${list(hs.map(label))}`;
  if (from != null) {
    const sown = path.slice(1);
    out.push(`Sown from hole ${label(from)}${sown.length ? ` into ${holes(sown)}` : ''}${last != null ? `; the last fell in hole ${label(last)}` : ''}.`);
  } else if (last != null) out.push(`Last placed in hole ${label(last)}.`);
  for (const by of new Set(taken.map((t) => t.by))) {
    out.push(`${by} takes ${list(taken.filter((t) => t.by === by).map((t) => `${t.count} from hole ${label(t.hole)}`))} to his store.`);
  }
  if (legal.length) out.push(`May sow from ${holes(legal)}.`);
  if (differs?.size) out.push(`Differs from the first lane at ${holes([...differs])}.`);
  return out.join(' ');
}
