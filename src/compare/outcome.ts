import { holeLabel } from '../engine/notation';
import type { GameEvent, Player } from '../engine/index';
import type { EndedView } from '../widgets/played-view';
import type { CompareData } from './compare-data';
import { nounsFor, sentence, some } from '../widgets/narrate';

/**
 * How a lane ends, in one line of words, from its events and its last position: who won and by
 * how much; who finished the race first and who begins; what a series' set-up left each player
 * with; or what the last turn took and who moves next. Shown under a lane once it has reached its
 * end, so that lanes that differ say how, not only that they stopped.
 */
export function laneOutcome(p: EndedView): string {
  const { game, final } = p;
  const nouns = nounsFor(game);
  const players = game.rules.players;
  const label = (h: number) => holeLabel(game.board, game.rules.notation, h);
  const list = (xs: string[]) => (xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`);
  const stores = () => `stores: ${players.map((q) => `${q} ${final.stores[q] ?? 0}`).join(', ')}`;

  const ended = [...p.events].reverse().find((e) => e.type === 'game-end' || e.type === 'endless');
  if (ended?.type === 'endless') return sentence(`the play never ends${ended.reason === 'cycle' ? ': a position comes back' : ''}; ${stores()}`);
  if (ended?.type === 'game-end') {
    const [a, b] = ended.winner ? [ended.winner, players.find((q) => q !== ended.winner)!] : players;
    const score = `${final.stores[a] ?? 0} to ${final.stores[b] ?? 0}`;
    return ended.winner ? `${sentence(ended.winner)} wins ${score}` : `A draw, ${score}`;
  }

  const move = p.moves.at(-1)!;
  const events = p.events.slice(move.first);

  if (move.label === 'set-up' || (events.some((e) => e.type === 'place') && final.toMove === null)) {
    // A series set-up: what each player has on his side, and what the stronger keeps aside.
    const [a, b] = players.map((q) => {
      const holes = final.owners.map((o, h) => (o === q ? h : -1)).filter((h) => h >= 0);
      const beans = holes.reduce((n, h) => n + (final.holes[h] ?? 0), 0);
      const filled = holes.filter((h) => (final.holes[h] ?? 0) > 0).map((h) => final.holes[h]!);
      return `${some(beans, nouns)} in ${filled.length} hole${filled.length === 1 ? '' : 's'} (${filled.join(', ')})`;
    }) as [string, string];
    const sides = a === b ? [`${players[0]} and ${players[1]} each have ${a}`] : [`${players[0]} has ${a}`, `${players[1]} ${b}`];
    const kept = players.filter((q) => (final.stores[q] ?? 0) > 0).map((q) => `${q} keeps ${some(final.stores[q]!, nouns)} as winnings`);
    return sentence(`${sides.join(', ')}; ${kept.length ? list(kept) : `no ${nouns.one} is kept aside`}`);
  }

  // Who the opening names to begin, if it names anyone.
  const begins = [...events].reverse().find((e) => e.type === 'first-player');
  const raceEnd = events.find((e) => e.type === 'race-end');
  if (raceEnd?.type === 'race-end') {
    // Who finished when, and who begins.
    let tick = 0;
    const finished: { player: Player; tick: number }[] = [];
    for (const e of events) {
      if (e.type === 'race-tick') tick = e.tick;
      if (e.type === 'race-finish') finished.push({ player: e.player, tick });
    }
    const next = begins?.type === 'first-player' ? begins.player : final.toMove;
    const [f, g] = finished;
    const race =
      !f
        ? 'nobody finished the race'
        : raceEnd.finished.length === 1 && finished.length === 1
          ? `${f.player} finished first, at tick ${f.tick}, and the race stopped there`
          : g && g.tick === f.tick
            ? `both finished at tick ${f.tick}`
            : g
              ? `${f.player} finished first, at tick ${f.tick}, and ${g.player} at tick ${g.tick}`
              : `${f.player} finished at tick ${f.tick}`;
    return sentence(`${race}${next ? `; ${next} begins` : ''}`);
  }

  // An opening with nothing sown (a game without a race): only who begins.
  if (begins?.type === 'first-player' && !events.some((e) => e.type === 'drop')) return sentence(`nothing is sown before the first move; ${begins.player} begins`);

  // A turn: what the player took or claimed, and who moves next.
  const turn = [...events].reverse().find((e) => e.type === 'turn-end' || e.type === 'pass');
  const player = move.player ?? (turn && 'player' in turn ? turn.player : null) ?? final.toMove;
  const mine = (e: GameEvent) => 'player' in e && e.player === player;
  const took = events.reduce((n, e) => n + (mine(e) ? taken(e) : 0), 0);
  const claimed = events.flatMap((e) => (e.type === 'claim' && mine(e) ? [label(e.hole)] : []));
  const did = [...(took ? [`took ${some(took, nouns)}`] : []), ...(claimed.length ? [`claimed hole${claimed.length === 1 ? '' : 's'} ${list(claimed)}`] : [])];
  if (turn?.type === 'pass') return sentence(`${player} passed; ${turn.next} to move; ${stores()}`);
  const next = turn?.type === 'turn-end' ? turn.next : final.toMove;
  const then = next === player ? ' and moves again' : next ? `; ${next} to move` : '; play stops';
  return sentence(`${player} ${did.length ? list(did) : 'took nothing'}${then}; ${stores()}`);
}

/** The pieces an event puts into its player's store. */
function taken(e: GameEvent): number {
  if (e.type === 'take') return e.from.reduce((n, x) => n + x.count, 0);
  if (e.type === 'sweep') return e.from.reduce((n, x) => n + x.count, 0) + e.hands.reduce((n, x) => n + x.count, 0);
  if (e.type === 'claim-take') return e.count;
  return 0;
}

/** The comparison's data with how each lane ends, worked out at build for a page that shows it from the start. */
export function withOutcomes(data: CompareData): CompareData {
  return { ...data, outcomes: data.runs.map((r) => (r.played ? laneOutcome(r.played) : null)) };
}
