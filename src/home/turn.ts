import { holeLabel, applyEvent, cloneState } from '../engine/index';
import type { GameEvent, Hole, State } from '../engine/index';
import type { Played } from '../examples/example';

/**
 * The home page's one-minute turn: a played example cut into four moments (the lift, the sowing,
 * the first relay, the last bean in an empty hole), each a position from the engine and a caption
 * in plain words whose holes and counts come from the same events. The page draws and animates
 * them with CSS alone.
 */
export interface TurnFrame {
  title: string;
  caption: string;
  state: State;
  /** The hole the moment happens at. */
  current: Hole;
  /** The holes sown into since the last lift, drawn marked. */
  path: Hole[];
}

const NUMBERS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
/** A small number in words: "four". */
export const count = (n: number) => NUMBERS[n] ?? String(n);

/** "5, 6 and 7". */
export function listLabels(labels: string[]): string {
  return labels.length <= 1 ? labels.join('') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

export function turnFrames(played: Played): TurnFrame[] {
  const { game, events } = played;
  const label = (h: Hole) => holeLabel(game.board, game.rules.notation, h);
  const find = <T extends GameEvent['type']>(type: T, from = 0) => {
    const i = events.findIndex((e, j) => j >= from && e.type === type);
    if (i < 0) throw new Error(`turn: the example has no ${type}`);
    return [i, events[i] as Extract<GameEvent, { type: T }>] as const;
  };
  const [liftAt, lift] = find('pick-up');
  const [relayAt, relay] = find('relay', liftAt);
  const [endAt, end] = find('play-end', relayAt);
  const sown = events.slice(liftAt + 1, relayAt).filter((e) => e.type === 'drop').map((e) => e.hole);
  const relays = events.slice(relayAt + 1, endAt).filter((e) => e.type === 'relay');
  const lastLift = Math.max(relayAt, ...relays.map((r) => events.indexOf(r)));
  const lastPath = events.slice(lastLift + 1, endAt).filter((e) => e.type === 'drop').map((e) => e.hole);
  const player = lift.player;
  const other = game.rules.players.find((p) => p !== player)!;

  const states: State[] = [];
  let state = cloneState(played.start);
  events.forEach((e) => {
    state = cloneState(state);
    applyEvent(state, e);
    states.push(state);
  });
  const emptier = events.slice(liftAt, endAt).find((e) => (e.type === 'relay' || e.type === 'pick-up') && e.hole === end.hole);
  const emptiedBy = emptier?.type === 'relay' ? 'relay' : emptier ? 'lift' : null;
  const endSide = states[endAt]!.owners[end.hole];

  return [
    {
      title: 'Lift',
      caption: `${player} lifts all ${count(lift.count)} beans from hole ${label(lift.hole)}, on his own side.`,
      state: states[liftAt]!,
      current: lift.hole,
      path: [],
    },
    {
      title: 'Sow, one by one',
      caption: `He sows them one by one, a bean into each next hole: ${listLabels(sown.map(label))}.`,
      state: states[relayAt - 1]!,
      current: sown.at(-1)!,
      path: [lift.hole, ...sown],
    },
    {
      title: 'Relay',
      caption: `The last bean fell into hole ${label(relay.hole)}, which held beans already: ${player} lifts all ${count(relay.count)} and sows on.`,
      state: states[relayAt]!,
      current: relay.hole,
      path: [],
    },
    {
      title: 'An empty hole',
      caption:
        `After ${relays.length === 1 ? 'one more relay' : `${count(relays.length)} more relays`}, from hole${relays.length === 1 ? '' : 's'} ${listLabels(relays.map((r) => label(r.hole)))}, ` +
        `the last bean falls into hole ${label(end.hole)}${emptiedBy === 'relay' ? ', emptied by the relay there' : emptiedBy === 'lift' ? ', the hole the turn began from' : ''}: ` +
        (endSide === player ? `an empty hole on ${player}'s own side.` : `an empty hole on ${other}'s side, so ${player}'s play ends, and ${other} plays next.`),
      state: states[endAt]!,
      current: end.hole,
      path: [events[lastLift]!.type === 'relay' ? (events[lastLift] as { hole: Hole }).hole : lift.hole, ...lastPath],
    },
  ];
}

/**
 * Whose each part of the turn is. The source's sentence gives the move: the hole lifted and the
 * holes its beans fall into (`said`, the example's expected drops, which the engine's play must
 * begin with). Ours is the position it starts from, which the sentence does not give, and so the
 * counts, the relays and where the last bean falls.
 */
export interface TurnParts {
  source: { player: string; lift: string; drops: string[] };
  ours: { player: string; beans: number | null; relays: string[]; throughSaid: string[]; end: string };
}

export function turnParts(played: Played, said: { drops: string[] }): TurnParts {
  const { game, events, start } = played;
  const label = (h: Hole) => holeLabel(game.board, game.rules.notation, h);
  const lift = events.find((e) => e.type === 'pick-up') as Extract<GameEvent, { type: 'pick-up' }> | undefined;
  const end = events.find((e) => e.type === 'play-end') as Extract<GameEvent, { type: 'play-end' }> | undefined;
  if (!lift || !end) throw new Error('turn: the example has no lift or no end');
  const drops = events.filter((e) => e.type === 'drop').map((e) => label(e.hole));
  if (said.drops.some((d, i) => drops[i] !== d)) throw new Error(`turn: the play drops ${drops.slice(0, said.drops.length).join(', ')}, not the source's ${said.drops.join(', ')}`);
  const relays = events.filter((e) => e.type === 'relay').map((e) => label(e.hole));
  const first = said.drops.indexOf(relays[0] ?? '');
  const counts = new Set(start.holes);
  return {
    source: { player: lift.player, lift: label(lift.hole), drops: said.drops },
    ours: {
      player: start.toMove ?? lift.player,
      beans: counts.size === 1 ? start.holes[0]! : null,
      relays,
      // The holes the source names that our first relay sows into.
      throughSaid: first < 0 ? [] : said.drops.slice(first + 1),
      end: label(end.hole),
    },
  };
}
