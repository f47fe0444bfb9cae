import type { GameView } from './played-view';
import { nounsFor, type Nouns } from './nouns';
import { holeLabel } from '../engine/notation';
import type { NotationId, GameEvent, State } from '../engine/index';

/**
 * Each step of a game in words ("B drops the third of four beans in hole 7, which now holds
 * four"), for the stepper's narration and for screen readers. Our words; the source's sentence is
 * shown beside them.
 */
export { nounsFor, type Nouns } from './nouns';

/** A captured hole as the source names it: Courlander's claim, the DLP's weg. */
const claimWord = (game: GameView) => game.rules.nouns.claim ?? 'claim';

const WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const ORDINALS = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'];

export const count = (n: number) => WORDS[n] ?? n.toLocaleString('en-GB');
export const ordinal = (n: number) => ORDINALS[n] ?? `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;
export const some = (n: number, nouns: Nouns) => `${count(n)} ${n === 1 ? nouns.one : nouns.many}`;
/** "the single bean", "both beans", "the three beans": all of what a hole held. */
export const theWhole = (n: number, nouns: Nouns) => (n === 1 ? `the single ${nouns.one}` : n === 2 ? `both ${nouns.many}` : `the ${some(n, nouns)}`);
/** Players are named "south", "north" in Walker's game: a sentence that opens with one still opens with a capital. */
export const sentence = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export interface NarrationContext {
  game: GameView;
  notation: NotationId;
  /** The state before the event. */
  before: State;
  /** For a drop: which bean of how many in hand when the sowing began. */
  drop?: { nth: number; of: number };
}

export function narrate(e: GameEvent, c: NarrationContext): string {
  return sentence(words(e, c));
}

function words(e: GameEvent, c: NarrationContext): string {
  const n = nounsFor(c.game);
  const hole = (h: number) => `hole ${holeLabel(c.game.board, c.notation, h)}`;
  const s = c.before;
  const side = (h: number) => s.owners[h];
  switch (e.type) {
    case 'pick-up':
      return e.count === 1 && c.before.holes[e.hole]! > 1
        ? `${e.player} takes one ${n.one} from ${hole(e.hole)}.`
        : `${e.player} lifts ${theWhole(e.count, n)} in ${hole(e.hole)}.`;
    case 'relay':
      // Gabata (Adegrat)'s relay lifts the hole after the last one (../engine/mechanics/next-hole.ts).
      if (e.next) return `The last ${n.one} fell into a hole that was not empty: ${e.player} lifts ${theWhole(e.count, n)} in the next hole, ${hole(e.hole)}, and sows on.`;
      return `The last ${n.one} fell into ${hole(e.hole)}, which was not empty: ${e.player} lifts ${e.count === 2 ? 'both' : `all ${count(e.count)}`} and sows on.`;
    case 'drop': {
      const now = s.holes[e.hole]! + e.count;
      const which = c.drop && c.drop.of > 1 ? `the ${ordinal(c.drop.nth)} of ${some(c.drop.of, n)}` : e.count > 1 ? some(e.count, n) : `a ${n.one}`;
      const verb = e.count > 1 ? 'puts' : 'drops';
      return `${e.player} ${verb} ${which} in ${hole(e.hole)}, which now holds ${count(now)}${s.claims[e.hole] ? ` (a claim of ${s.claims[e.hole]}'s)` : ''}.`;
    }
    case 'skip':
      // The DLP's Selus passes over the opponent's holes of three; every other skip is of the emptied hole.
      return e.reading === 'skip-origin'
        ? `${e.player} passes over ${hole(e.hole)}, the hole the ${n.many} came from.`
        : `${e.player} passes over ${hole(e.hole)}, ${side(e.hole)}'s hole of three.`;
    case 'take': {
      // A hole made four during a sowing (the capture of fours, ../engine/mechanics/fours.ts), taken at once.
      if (e.four) {
        const h = e.from[0]!.hole;
        return `${hole(h)}, ${side(h) === e.player ? 'his own' : `${side(h)}'s`}, now holds four: ${e.player} captures the four ${n.many}.`;
      }
      if (e.following) return `The last ${n.one} fell into an empty hole: ${e.player} captures ${theWhole(e.from[0]!.count, n)} in the following hole, ${hole(e.from[0]!.hole)}.`;
      const total = e.from.reduce((a, p) => a + p.count, 0);
      const from = e.from.map((p) => `${count(p.count)} from ${hole(p.hole)}`).join(' and ');
      return `The last ${n.one} fell into an empty hole, and the same column holds ${n.many} of the opponent's: ${e.player} takes ${from} (${some(total, n)}) into his store.`;
    }
    case 'claim':
      if (c.game.rules.nouns.claim === 'nedf') return `${hole(e.hole)}, ${side(e.hole)}'s, now holds four: it is ${e.player}'s nedf, whose ${n.many} no one may sow.`;
      return `${hole(e.hole)} now holds four, on ${side(e.hole) === e.player ? 'his own' : `${side(e.hole)}'s`} side: ${e.player} claims it.`;
    case 'release':
      return `${hole(e.hole)} is no longer ${e.player}'s ${claimWord(c.game)}; its ${n.many} stay in it.`;
    case 'claim-take':
      // A take from a hole no one holds: the wegue games' opponent's single remaining hole, made four.
      if (s.claims[e.hole] === null) return `The last ${n.one} made ${hole(e.hole)}, ${side(e.hole)}'s one remaining hole, four: ${e.player} takes ${some(e.count, n)} from it and leaves the rest to ${side(e.hole)}.`;
      // Qelat, Awagagae, Mewegae: one counter from a weg that holds more; Ludii's Awagagae gives it to the weg's holder.
      if (e.player === s.claims[e.hole]) return `The last ${n.one} fell into ${e.player}'s ${claimWord(c.game)}, ${hole(e.hole)}: ${some(e.count, n)} of it ${e.count === 1 ? 'goes' : 'go'} to ${e.player}'s store.`;
      return e.count === 1 && s.holes[e.hole] === 1
        ? `The last ${n.one} fell into ${s.claims[e.hole]}'s empty ${claimWord(c.game)}, ${hole(e.hole)}: ${e.player} removes it as a winning.`
        : `The last ${n.one} fell into ${s.claims[e.hole]}'s ${claimWord(c.game)}, ${hole(e.hole)}: ${e.player} takes ${some(e.count, n)} from it.`;
    case 'first-instance':
      return `The last ${n.one} fell into ${s.claims[e.hole]}'s ${claimWord(c.game)}, ${hole(e.hole)}, the first to fall there: nothing happens.`;
    case 'sweep': {
      const total = e.from.reduce((a, p) => a + p.count, 0) + e.hands.reduce((a, h) => a + h.count, 0);
      return `A side of the board is empty: ${e.player} wins the ${some(total, n)} that ${total === 1 ? 'remains' : 'remain'}.`;
    }
    case 'claims-collected': {
      const parts = e.awards.map((a) => `${a.player} takes ${some(a.count, n)} from ${hole(a.hole)}`).join('; ');
      // A game that claims no hole (the DLP's Hufesay) gives out the holes' counters to their owners.
      return c.game.rules.nouns.claim === null ? `Play is over, and each player takes what his own holes hold: ${parts}.` : `Play is over, and each claim goes to its owner: ${parts}.`;
    }
    case 'play-end':
      if (s.claims[e.hole]) return `The last ${n.one} fell into ${s.claims[e.hole] === e.player ? 'his own' : `${s.claims[e.hole]}'s`} ${claimWord(c.game)}, ${hole(e.hole)}: ${e.player}'s play ends.`;
      return `The last ${n.one} fell into ${hole(e.hole)}, which was empty${side(e.hole) === e.player ? '' : `, on ${side(e.hole)}'s side`}: ${e.player}'s play ends.`;
    case 'pass':
      return `${e.player} has nothing to move, and passes; ${e.next} plays.`;
    case 'turn-end':
      return e.next === e.player ? `${e.player} moves again.` : `${e.next} to move.`;
    case 'first-player':
      return `${e.player} makes the first move.`;
    case 'race-tick':
      return `The race, tick ${e.tick}.`;
    case 'race-finish':
      return `${e.player}'s last ${n.one} fell into ${hole(e.hole)}, which was empty: his part of the race is over.`;
    case 'race-end':
      return `The opening race is over${e.finished.length ? `; ${e.finished.join(' then ')} finished` : ''}.`;
    case 'round-end':
      return `${sentence(c.game.rules.roundEnds ?? 'no counter can move')}: the round is over.`;
    case 'game-end':
      return e.winner ? `The game is over: ${e.winner} has won more.` : 'The game is over, drawn.';
    case 'endless':
      return e.reason === 'cycle' ? `This sowing has come back to a position it was in before: it would go round for ever (a cycle of ${e.period} sowings).` : 'This sowing has not ended after ten million drops: play stops here.';
    case 'fast-forward':
      return e.drops === 1 ? 'One more drop, not shown.' : `${count(e.drops)} more drops, not shown one by one.`;
    case 'place':
      return `${e.player} puts ${some(e.count, n)} in ${hole(e.hole)}.`;
    case 'own':
      return `${hole(e.hole)} is ${e.player}'s for this game.`;
  }
}
