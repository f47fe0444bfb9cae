import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { BoardKey } from '../diagrams/BoardKey';
import { claimNoun, describeBoard, layoutBoard, routesOf } from '../diagrams/layout';
import { keyEntries, type BoardMarks } from '../diagrams/marks';
import { InputError } from '../engine/errors';
import { legalMoves, scores, type Move } from '../engine/game';
import { mulberry32 } from '../engine/random';
import { defaultRuleset } from '../engine/rulesets/default';
import { strengths, type Strength } from '../play/strengths';
import { explain } from '../play/explain';
import { framesOf, type Frame } from '../play/frames';
import { exportRecord, formatPlayHash, importRecord, parsePlayHash, type Seats } from '../play/link';
import { entryExample, moveList } from '../play/moves';
import { endLines } from '../play/ending';
import { reviewBanner, toldEntries, toldHeading } from '../play/review';
import { turnLine } from '../play/turn';
import type { Thinker } from '../play/thinker';
import { clampView, entryMarks, viewed, viewForKey } from '../play/view';
import { after, canRedo, canUndo, newSession, play, position, redo, setUpNext, undo, type Session } from '../play/session';
import { nounsFor } from './nouns';
import { PlayBoard, Viewing } from './PlayBoard';
import { PlayMoves } from './PlayMoves';
import { PlayRecord } from './PlayRecord';
import { PlaySetup, type Setup } from './PlaySetup';
import { PlayTold } from './PlayTold';
import { rulesetsNamed, useRules } from './use-rules';
import type { Stepper as StepperType } from './Stepper';
import type { stepperData as stepperDataType } from './stepper-data';
import type { ShownQuote } from './QuotationShown';
import { shownQuotesHere } from './Quotation';
import type { Quote } from '../transcription/clause-index';
import { untilReady } from './until-ready';
import { useQuotes } from './use-quotes';
import { rulesetReadingNotes } from './reading-notes-of';

/**
 * The play page: a game of any ruleset between two people at one screen or against the computer.
 * Everything the game does is in tested modules (src/play/); this component holds the session,
 * animates what each move did, and asks the computer for its moves.
 */
export interface PlayProps {
  /** The sentences the default ruleset's steps may quote; another ruleset's come with its rules (./quote-store.ts). */
  quotes: Record<string, Quote>;
  sourceTitles: Record<string, string>;
  base: string;
}

const SPEEDS = [
  { label: 'No animation', ms: 0 },
  { label: 'Fast', ms: 60 },
  { label: 'Normal', ms: 180 },
  { label: 'Slow', ms: 450 },
];
const STRENGTH_IDS = strengths.map((s) => s.id);
const DEFAULT_STRENGTH: Strength = 'lookahead';
/** The catalog's first ruleset, the computer playing its top player. */
const DEFAULT_SETUP: Setup = { ruleset: defaultRuleset.id, options: {}, first: null, computer: defaultRuleset.players[1], strength: DEFAULT_STRENGTH };

export function Play({ quotes: given, sourceTitles, base }: PlayProps) {
  const quotes = useQuotes(given, [DEFAULT_SETUP.ruleset], 'quotes');
  const [session, setSession] = useState<Session>(() => newSession(DEFAULT_SETUP.ruleset));
  const [seats, setSeats] = useState<Seats>({ computer: DEFAULT_SETUP.computer, strength: DEFAULT_SETUP.strength });
  const [message, setMessage] = useState<string | null>(null);
  const [speed, setSpeed] = useState(1);
  const [anim, setAnim] = useState<{ frames: Frame[]; at: number } | null>(null);
  const [stepping, setStepping] = useState<number | null>(null);
  // An earlier position looked at (entries in effect), or null for the game as it stands.
  const [view, setView] = useState<number | null>(null);
  /*
   * What to bring into sight after the next render (a new object each time, so asking again acts again): the board, with the banner and the turn line
   * over it, when a move is chosen in the list below (on a phone the board is screens away); the
   * game, with the focus on its board, when a game has been started from the set-up (which folds).
   */
  const [reveal, setReveal] = useState<{ what: 'board' | 'game' } | null>(null);
  useEffect(() => {
    if (!reveal) return;
    const board = document.querySelector<HTMLElement>('.play-board');
    if (reveal.what === 'board') return void document.querySelector('.play-view')?.scrollIntoView({ block: 'nearest' });
    const seen = (el: Element | null) => !!el && el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().bottom <= innerHeight;
    if (!seen(board) || !seen(document.querySelector('.play-game .turn'))) document.querySelector('.play-game')?.scrollIntoView({ block: 'start' });
    board?.focus({ preventScroll: true });
  }, [reveal]);
  // The stepper is fetched the first time a move is opened in it: most games never need it.
  const [Stepper, setStepper] = useState<{ Stepper: typeof StepperType; stepperData: typeof stepperDataType } | null>(null);
  // The page's own sentences set in the browser once the stepper is here (in an effect, not while
  // rendering: setting a quotation's words renders it); another game's came set, with its rules.
  const [shownGiven, setShownGiven] = useState<Record<string, ShownQuote>>({});
  useEffect(() => {
    if (Stepper) setShownGiven(shownQuotesHere(given, base));
  }, [Stepper, given, base]);
  const shownQuotes = useQuotes(shownGiven, [], 'shown');
  useEffect(() => {
    if (stepping !== null && !Stepper) {
      Promise.all([import('./Stepper'), import('./stepper-data')])
        .then(([a, b]) => setStepper({ Stepper: a.Stepper, stepperData: b.stepperData }))
        .catch(() => setMessage('The stepper could not be loaded; try again.'));
    }
  }, [stepping]);
  // A move opened from the game's controls opens below the move list: bring it into sight.
  useEffect(() => {
    if (stepping !== null && Stepper) document.querySelector('.play-stepper')?.scrollIntoView({ block: 'nearest' });
  }, [stepping, Stepper]);
  const [ready, setReady] = useState(false);
  // The rules of a game named by the address, a file or the set-up, loaded before it is read; the game in progress is kept meanwhile.
  const { loading, withRules } = useRules((why) => setMessage(`${why} The game in progress is kept; try again.`));
  const rnd = useRef(mulberry32(Date.now() | 0));
  // The computer thinks in a worker (../play/thinker.ts), fetched when the computer is first to move: a game between two people never needs it.
  const thinking = useRef<Promise<Thinker> | null>(null);
  const thinker = () =>
    (thinking.current ??= import('../play/thinker').then(
      (m) => m.createThinker(),
      (e) => {
        thinking.current = null; // fetched again next time: the connection may be back
        throw e;
      },
    ));
  const shared = useRef(false);
  const p = position(session);
  const game = session.game;

  /**
   * Take a new session, animating the entries it has past what it shares with the old one: a
   * move after an undo, the computer's reply, a set-up and its opening, a new game's opening.
   */
  const advance = (next: Session, animate = true) => {
    let common = 0;
    while (common < Math.min(session.at, next.at) && next.entries[common] === session.entries[common]) common++;
    const added = next.entries.slice(common, next.at);
    const frames = animate && SPEEDS[speed]!.ms > 0 ? added.flatMap((e) => framesOf(e.before, e.events)) : [];
    setAnim(frames.length > 1 ? { frames, at: 0 } : null);
    setSession(next);
    setView(null);
    setMessage(null);
    shared.current = true;
  };
  const attempt = (f: () => Session, animate = true) => {
    try {
      advance(f(), animate);
    } catch (e) {
      if (e instanceof InputError) setMessage(`${e.message}.`);
      else throw e;
    }
  };

  // The game in the URL: read on load and when the hash changes; a broken link is refused with
  // a message and the game in progress stays.
  useEffect(() => {
    setReady(true);
    // The address as it stood when read: a move played while its rules load rewrites it.
    const read = () => {
      const hash = location.hash;
      withRules([new URLSearchParams(hash.replace(/^#/, '')).get('ruleset')], () => readLoaded(hash));
    };
    const readLoaded = (hash: string) => {
      const parsed = parsePlayHash(hash, STRENGTH_IDS, DEFAULT_STRENGTH);
      if (!parsed) return;
      if ('error' in parsed) return setMessage(`${parsed.error} The game in progress is kept.`);
      setAnim(null);
      setSession(parsed.session);
      setView(null);
      setSeats(parsed.seats);
      setStepping(null);
      setMessage(null);
    };
    read();
    addEventListener('hashchange', read);
    return () => removeEventListener('hashchange', read);
  }, []);

  useEffect(() => {
    if (shared.current) history.replaceState(null, '', formatPlayHash(session, seats));
  }, [session, seats]);

  useEffect(() => {
    if (!anim) return;
    if (anim.at >= anim.frames.length - 1) return setAnim(null);
    const t = setTimeout(() => setAnim({ ...anim, at: anim.at + 1 }), SPEEDS[speed]!.ms || 1);
    return () => clearTimeout(t);
  }, [anim, speed]);

  // The computer is next; it moves once no move is being drawn and no earlier move is looked at (its reply would take the reader away from it).
  const computerNext = ready && p.status === 'playing' && p.toMove !== null && p.toMove === seats.computer;
  const computerToMove = computerNext && !anim && view === null;
  useEffect(() => {
    if (!computerToMove) return;
    // A pause first, so a person sees whose turn it is before the computer's beans start to fall.
    let live = true;
    const t = setTimeout(() => {
      const seed = Math.floor(rnd.current() * 2 ** 32);
      thinker()
        .then((th) => th.think(game, p, seats.strength as Strength, seed))
        .then((move) => live && attempt(() => play(session, move)))
        .catch((e: Error) => live && setMessage(`The computer could not choose a move (${e.message}); reload the page to try again.`));
    }, 350);
    return () => {
      live = false;
      clearTimeout(t);
      void thinking.current?.then((th) => th.cancel());
    };
  }, [computerToMove, session]);
  // Its code and the game's rules are fetched as soon as the computer is next, while a move is still drawn.
  useEffect(() => {
    if (computerNext) thinker().then((th) => th.warm(game.rules.id), () => undefined);
  }, [computerNext, game.rules.id]);
  useEffect(() => () => void thinking.current?.then((th) => th.close()), []);

  const start = (setup: Setup) => withRules([setup.ruleset], () => startLoaded(setup));
  const startLoaded = (setup: Setup) => {
    try {
      const next = newSession(setup.ruleset, setup.options, setup.first ?? undefined);
      setSeats({ computer: setup.computer, strength: setup.strength });
      setStepping(null);
      advance(next);
      setReveal({ what: 'game' });
    } catch (e) {
      if (e instanceof InputError) setMessage(`${e.field}: ${e.message}.`);
      else throw e;
    }
  };

  // Undo takes back the computer's reply with the person's move, so it is the person's turn again.
  const undoTurn = () => {
    let s = undo(session);
    while (seats.computer && canUndo(s) && position(s).toMove === seats.computer) s = undo(s);
    advance(s, false);
  };
  const redoTurn = () => {
    let s = redo(session);
    while (seats.computer && canRedo(s) && position(s).toMove === seats.computer) s = redo(s);
    advance(s, false);
  };

  const frame = anim?.frames[anim.at];
  const seen = viewed(session, view);
  const shown = frame?.state ?? seen.state;
  const layout = layoutBoard(game.board, shown, game.rules.notation, game.rules.players, { routes: routesOf(game.rules) });
  const legal: Move[] = !anim && view === null && p.toMove !== seats.computer ? legalMoves(game, p) : [];
  const holes = new Set(legal.filter((m): m is number => m !== 'pass'));
  const nouns = nounsFor(game);
  const noun = claimNoun(game.rules);
  // While a move is drawn, its sowing as it goes; after it, where the last move went, and the holes to play next.
  const marks: BoardMarks = frame ? { from: frame.path[0] ?? null, path: frame.path, last: frame.current } : { ...entryMarks(seen.entry), legal: [...holes] };
  /** Look at the position after `to` entries (null: the game as it stands), from the board's keys or the banner, or from the move list (`list`), which brings the board into sight. */
  const look = (to: number | null, list = false) => {
    const back = to === null || clampView(session, to) === session.at;
    setAnim(null);
    setView(back ? null : clampView(session, to));
    if (list) setReveal({ what: 'board' });
    // Back at the game from the banner, which goes: the focus goes to the board, not to the page's top.
    if (back && document.activeElement?.closest('.viewing')) document.querySelector<HTMLElement>('.play-board')?.focus({ preventScroll: true });
  };
  const walk = (list: boolean) => (e: KeyboardEvent) => {
    if (anim || e.altKey || e.ctrlKey || e.metaKey) return;
    const to = viewForKey(session, view, e.key);
    if (to === undefined) return;
    e.preventDefault();
    look(to, list);
  };
  // The computer's last move, to open bean by bean in the stepper.
  const theirs = seats.computer ? session.entries.slice(0, session.at).findLastIndex((e) => e.kind === 'move' && e.player === seats.computer) : -1;
  // What each holds in the position looked at (not in each picture of an animation).
  const score = scores(game, seen.state);
  // Derived from the session alone: not recomputed for each picture of an animation.
  const next = useMemo(() => after(session), [session]);
  const list = useMemo(() => moveList(session), [session]);
  const told = useMemo(
    () => toldEntries(session, view, seats.computer).map((i) => ({ item: list[i]!, lines: explain(game, session.entries[i]!.before, session.entries[i]!.events, game.rules.notation) })),
    [session, seats.computer, view],
  );
  const games = list.at(-1)?.game ?? 1;
  const turn = turnLine(session, next, seats, view);
  const standing = view === null ? (endLines(session, next, seats.computer)?.standing ?? null) : null;
  const example = stepping !== null && stepping < session.entries.length ? entryExample(session, stepping) : null;

  const download = () => {
    const url = URL.createObjectURL(new Blob([exportRecord(session)], { type: 'application/json' }));
    const a = Object.assign(document.createElement('a'), { href: url, download: `${game.rules.id}-game.json` });
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const load = (text: string) => withRules([rulesetNamed(text)], () => loadLoaded(text));
  const loadLoaded = (text: string) => {
    const r = importRecord(text);
    if ('error' in r) return setMessage(`${r.error} The game in progress is kept.`);
    setSeats({ ...seats, computer: seats.computer && r.session.game.rules.players.includes(seats.computer) ? seats.computer : null });
    setStepping(null);
    advance(r.session, false);
  };

  return (
    <div class="play" data-widget="play">
      <PlaySetup key={`${game.rules.id}-${JSON.stringify(game.options)}`} initial={{ ruleset: game.rules.id, options: game.options, first: game.rules.firstChoice(game.options) ? game.first : null, ...seats } as Setup} ready={ready} onStart={start} base={base} />
      <section class="play-game" aria-labelledby="play-game-h">
        <h2 id="play-game-h">
          {game.rules.game}, {games > 1 ? `game ${games} of the series` : 'first game'}
        </h2>
        <div class="play-view">
          {view !== null && <Viewing text={reviewBanner(session, view)} earlier={seen.at > 0 ? () => look(seen.at - 1) : null} later={() => look(seen.at + 1)} back={() => look(null)} />}
          <p class="turn" aria-live="polite">
            {loading ? `Loading the rules of ${rulesetsNamed(loading)}…` : anim ? 'Sowing…' : turn}
          </p>
          {standing && !anim && !loading && <p class="standing">{standing}</p>}
          {message && <p class="message" role="alert">{message}</p>}
          <PlayBoard layout={layout} label={describeBoard(layout, game.rules.players, { marks, noun })} marks={marks} playable={holes} nouns={nouns} reviewing={view !== null} onSow={(h) => attempt(() => play(session, h))} onKey={walk(false)} />
        </div>
        <div class="controls" role="toolbar" aria-label="The game">
          {legal.includes('pass') && <button type="button" onClick={() => attempt(() => play(session, 'pass'))}>Pass</button>}
          <button type="button" onClick={undoTurn} {...untilReady(ready, !canUndo(session))}>Undo</button>
          <button type="button" onClick={redoTurn} {...untilReady(ready, !canRedo(session))}>Redo</button>
          {anim && <button type="button" onClick={() => setAnim(null)}>Skip the animation</button>}
          {!anim && theirs >= 0 && <button type="button" onClick={() => setStepping(theirs)}>Step through its move</button>}
          {next.kind === 'next' && !anim && <button type="button" class="primary" onClick={() => attempt(() => setUpNext(session))}>Set up the next game</button>}
          <label>
            Animation{' '}
            <select value={speed} onChange={(e) => setSpeed(Number((e.target as HTMLSelectElement).value))}>
              {SPEEDS.map((s, i) => <option value={i}>{s.label}</option>)}
            </select>
          </label>
        </div>
        <p class="scores">
          {game.rules.players.map((pl) => `${pl}: ${score[pl]} won`).join(' · ')}
          {shown !== p && Object.values(shown.hands).some((n) => n > 0) ? ` · in hand: ${game.rules.players.filter((pl) => shown.hands[pl]! > 0).map((pl) => `${pl} ${shown.hands[pl]}`).join(', ')}` : ''}
        </p>
        <BoardKey entries={keyEntries(['side-0', 'side-1', 'from', 'path', 'last', 'taken', ...(noun ? (['claim'] as const) : []), 'legal'], { players: game.rules.players, ...nouns, noun })} />
        <PlayTold told={told} heading={toldHeading(session, view)} quotes={quotes} base={base} options={game.options} />
      </section>
      <PlayMoves list={list} shown={seen.at} at={session.at} onView={(v) => look(v, true)} onStep={setStepping} onKey={walk(true)}>
        {example && Stepper && (
          <div class="play-stepper">
            <Stepper.Stepper key={`${stepping}-${session.entries.length}`} example={example} data={Stepper.stepperData(example)} quotes={shownQuotes} readingNotes={rulesetReadingNotes(game.rules)} sourceTitle={sourceTitles[game.rules.id] ?? game.rules.id} base={base} permalink={false} />
            <button type="button" onClick={() => setStepping(null)}>Close the stepper</button>
          </div>
        )}
      </PlayMoves>
      <PlayRecord ready={ready} base={base} onExport={download} onImport={load} link={() => `${location.origin}${location.pathname}${formatPlayHash(session, seats)}`} />
    </div>
  );
}

/** The ruleset a game record names, read before the record itself so that its rules can be loaded first. */
function rulesetNamed(text: string): unknown {
  try {
    return (JSON.parse(text) as { ruleset?: unknown } | null)?.ruleset;
  } catch {
    return null;
  }
}
