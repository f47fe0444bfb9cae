import { createGame } from '../engine/game';
import { holeLabel, parseHole } from '../engine/notation';
import { isOptionId } from '../engine/options';
import type { RulesetId } from '../engine/index';
import { isRulesetId, rulesetIds } from '../engine/rulesets/catalog';
import { optionLabel, rulesetLabel } from '../words/terms';
import { formatLaneParam, laneParamRuleset, parseLaneParam } from '../compare/lane-param';
import { defaultLanes, laneRulesetsFor, standardPosition, type LabPosition, type LaneChoice } from './position';

/**
 * The lab's position and lanes in the page's address:
 * #game=<ruleset>&holes=3,3,…&stores=0,0&mover=<player>&hole=<label>&lane=<ruleset>|<option>=<value>&lane=…
 * Holes are listed in the engine's order; the mover and the hole are named as the game's ruleset names them.
 */
export interface LabState {
  position: LabPosition;
  lanes: LaneChoice[];
}

export function formatLab({ position: p, lanes }: LabState): string {
  const game = createGame(p.ruleset);
  const q = new URLSearchParams({
    game: p.ruleset,
    holes: p.holes.join(','),
    stores: p.stores.join(','),
    mover: game.rules.players[p.mover]!,
    hole: holeLabel(game.board, game.rules.notation, p.hole),
  });
  for (const l of lanes) q.append('lane', formatLaneParam(l.ruleset, l.options));
  return `#${q.toString().replaceAll('%2C', ',').replaceAll('%7C', '|').replaceAll('%3D', '=')}`;
}

/**
 * The rulesets an address needs present to be read: its game's, the lanes it names (those the
 * game's board has), or the game's default lanes.
 */
export function labRulesetsNamed(hash: string): string[] {
  const q = new URLSearchParams(hash.replace(/^#/, ''));
  const id = q.get('game');
  if (id === null || !isRulesetId(id)) return [];
  const named = q.getAll('lane').map(laneParamRuleset).filter((r) => laneRulesetsFor(id).includes(r));
  return [id, ...(named.length ? named : defaultLanes(id).map((l) => l.ruleset))];
}

const counts = (raw: string) => raw.split(',').map((x) => (/^-?\d+$/.test(x.trim()) ? Number(x) : NaN));

/**
 * Read the lab from an address: null when it names no position, a message (and the standard start)
 * when it is wrong. Counts that make an impossible position are kept: the editor says what is wrong.
 */
export function parseLab(hash: string): { state: LabState } | { error: string; state: LabState } | null {
  const q = new URLSearchParams(hash.replace(/^#/, ''));
  if (!q.has('game')) return null;
  const id = q.get('game')!;
  const fallback = (error: string, ruleset: string = rulesetIds[0]!) => ({
    error: `${error} Showing the standard start instead.`,
    state: { position: standardPosition(ruleset), lanes: defaultLanes(ruleset) },
  });
  if (!isRulesetId(id)) return fallback('The address names a game we do not have.');
  const game = createGame(id);
  const name = rulesetLabel(id as RulesetId, true);
  const holes = q.has('holes') ? counts(q.get('holes')!) : standardPosition(id).holes;
  if (holes.length !== game.board.size) return fallback(`The address gives ${holes.length} hole counts, but the board of ${name} has ${game.board.size} holes.`, id);
  if (holes.some(Number.isNaN)) return fallback('The address gives a hole count that is not a whole number.', id);
  const stores = q.has('stores') ? counts(q.get('stores')!) : [0, 0];
  if (stores.length !== 2 || stores.some(Number.isNaN)) return fallback('The address gives the stores wrongly: two whole numbers are wanted.', id);
  const mover = game.rules.players.indexOf(q.get('mover') ?? game.rules.players[0]);
  if (mover < 0) return fallback(`The address names a mover who is not a player of ${name} (its players are ${game.rules.players.join(' and ')}).`, id);
  const hole = parseHole(game.board, game.rules.notation, q.get('hole') ?? holeLabel(game.board, game.rules.notation, 0));
  if (hole === undefined) return fallback(`The address names a hole (“${q.get('hole')}”) that the board of ${name} does not have.`, id);
  const position: LabPosition = { ruleset: id, holes, stores: stores as [number, number], mover: mover as 0 | 1, hole };
  const raw = q.getAll('lane');
  if (raw.length === 0) return { state: { position, lanes: defaultLanes(id) } };
  const lanes: LaneChoice[] = [];
  for (const [n, text] of raw.entries()) {
    const lane = parseLaneParam(text, laneRulesetsFor(id));
    if ('wrong' in lane && lane.wrong === 'ruleset') {
      const named = isRulesetId(lane.ruleset) ? rulesetLabel(lane.ruleset as RulesetId, true) : 'a ruleset we do not have';
      return fallback(`The address's lane ${n + 1} asks for ${named}, which is not played on this board.`, id);
    }
    if ('wrong' in lane) {
      const of = isOptionId(lane.option) ? ` of “${optionLabel(lane.option)}”` : '';
      return fallback(`The address's lane ${n + 1} asks for a reading${of} that ${rulesetLabel(lane.ruleset as RulesetId, true)} does not offer.`, id);
    }
    lanes.push({ ruleset: lane.ruleset, options: lane.options });
  }
  if (lanes.length < 2 || lanes.length > 4) return fallback(`The lab runs two to four lanes; the address has ${lanes.length}.`, id);
  return { state: { position, lanes } };
}
