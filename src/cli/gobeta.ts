/**
 * The engine from the command line. Public interface: documented in docs/records.md; exit status 2
 * with one line on stderr (and nothing on stdout) for any bad input.
 */
import { readFileSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createGame, getRuleset, InputError, nextGame, positionToJson, readRecord, replay, optionSpecs, type OptionId } from '../engine/index';
import { checkExample, readExample } from '../examples/example';
import { ludiiGames, replayLudiiGames } from '../ludii/replay';
import { parseTrace, readTrace } from '../ludii/trace';

const USAGE = `usage:
  gobeta replay <file | ->
  gobeta setup <ruleset> <player>=<pieces> <player>=<pieces> [--option name=value ...]
  gobeta check <example file | ->
  gobeta ludii <Ludii trace file (JSON lines, plain or gzip) | ->`;

class UsageError extends Error {}

function readJson(path: string): unknown {
  let text: string;
  try {
    text = path === '-' ? readFileSync(0, 'utf8') : readFileSync(path, 'utf8');
  } catch (e) {
    throw new InputError('file', `cannot read ${path === '-' ? 'standard input' : path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new InputError('file', `${path === '-' ? 'standard input' : path} is not valid JSON: ${(e as Error).message}`);
  }
}

/** "true"/"false" become booleans where the option's readings are booleans. */
function optionValue(id: string, raw: string): unknown {
  const spec = (optionSpecs as Record<string, { readings: { value: unknown }[] }>)[id as OptionId];
  if (spec && typeof spec.readings[0]?.value === 'boolean' && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw;
}

function replayCommand(args: string[]): unknown {
  if (args.length !== 1) throw new UsageError('replay takes one file (or - for standard input)');
  const { game, record } = readRecord(readJson(args[0]!));
  return replay(game, record);
}

function setupCommand(args: string[]): unknown {
  const [rulesetId, ...rest] = args;
  if (!rulesetId) throw new UsageError('setup needs a ruleset');
  getRuleset(rulesetId);
  const pieces: Record<string, number> = {};
  const options: Record<string, unknown> = {};
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === '--option' || arg.startsWith('--option=')) {
      const pair = arg === '--option' ? rest[++i] : arg.slice('--option='.length);
      const m = pair?.match(/^([^=]+)=(.*)$/);
      if (!m) throw new UsageError(`--option wants name=value, got ${JSON.stringify(pair ?? '')}`);
      options[m[1]!] = optionValue(m[1]!, m[2]!);
      continue;
    }
    const m = arg.match(/^([^=]+)=(.*)$/);
    if (!m) throw new UsageError(`expected <player>=<pieces>, got ${JSON.stringify(arg)}`);
    if (!/^\d+$/.test(m[2]!)) throw new InputError(m[1]!, `${m[1]}'s pieces must be a whole number, not ${JSON.stringify(m[2])}`);
    pieces[m[1]!] = Number(m[2]);
  }
  if (Object.keys(pieces).length !== 2) throw new UsageError('setup needs the pieces of both players');
  const game = createGame(rulesetId, options);
  return positionToJson(game, nextGame(game, pieces).state);
}

/** Check an example file against the engine: exit 0 if it does what the source says, 1 if not. */
function checkCommand(args: string[]): { code: number; stdout: string; stderr: string } {
  if (args.length !== 1) throw new UsageError('check takes one example file (or - for standard input)');
  const example = readExample(readJson(args[0]!));
  const { checks, failures } = checkExample(example);
  if (failures.length > 0) return { code: 1, stdout: '', stderr: failures.map((f) => `gobeta: ${example.id}: ${f}\n`).join('') };
  return { code: 0, stdout: `ok ${example.id}: the engine does what the source says (${checks} reading${checks === 1 ? '' : 's'} checked)\n`, stderr: '' };
}

/** Replay games recorded in Ludii: one line per game and a summary; exit 0 if all agree, 1 if not. */
function ludiiCommand(args: string[]): { code: number; stdout: string; stderr: string } {
  if (args.length !== 1) throw new UsageError('ludii takes one trace file (or - for standard input)');
  const path = args[0]!;
  const traces = parseTrace(readTrace(path), path === '-' ? 'standard input' : path, Object.keys(ludiiGames));
  const { reports, summary } = replayLudiiGames(traces);
  const lines = [...reports, { summary }].map((x) => `${JSON.stringify(x)}\n`);
  return { code: summary.differ === 0 ? 0 : 1, stdout: lines.join(''), stderr: '' };
}

export function main(argv: string[]): { code: number; stdout: string; stderr: string } {
  const [command, ...args] = argv;
  try {
    let out: unknown;
    if (command === 'check') return checkCommand(args);
    if (command === 'ludii') return ludiiCommand(args);
    if (command === 'replay') out = replayCommand(args);
    else if (command === 'setup') out = setupCommand(args);
    else if (command === 'help' || command === '--help') return { code: 0, stdout: `${USAGE}\n`, stderr: '' };
    else if (command === undefined) throw new UsageError('no command given');
    else throw new UsageError(`unknown command "${command}"`);
    return { code: 0, stdout: `${JSON.stringify(out, null, 2)}\n`, stderr: '' };
  } catch (e) {
    if (e instanceof InputError) return { code: 2, stdout: '', stderr: `gobeta: ${e.field}: ${e.message}\n` };
    if (e instanceof UsageError) return { code: 2, stdout: '', stderr: `gobeta: ${e.message} (see gobeta help)\n` };
    throw e;
  }
}

/** Run only as the program itself (not when imported by tests), however the path was spelt. */
function isMain(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isMain()) {
  const r = main(process.argv.slice(2));
  process.stdout.write(r.stdout);
  process.stderr.write(r.stderr);
  process.exitCode = r.code;
}
