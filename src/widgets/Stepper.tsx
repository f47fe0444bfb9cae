import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import { notationsFor, type NotationId } from '../engine/notation';
import type { OptionValue } from '../engine/index';
import { BoardSvg } from '../diagrams/BoardSvg';
import { BoardKey } from '../diagrams/BoardKey';
import { claimNoun, describeBoard, layoutBoard, routesOf } from '../diagrams/layout';
import { keyEntries, marksIn, sowingMarks } from '../diagrams/marks';
import type { Example } from '../examples/example';
import { formatHash, outOfRange, parseHash, stepAddress } from './permalink';
import { stepsOf, toldSteps } from './step-list';
import type { narrate as Narrate } from './narrate';
import { nounsFor } from './nouns';
import { notationLabel } from '../words/boards';
import { QuotationShown, type ShownQuote } from './QuotationShown';
import { wordsFor, type PlayedView, type StepperData } from './played-view';
import { untilReady } from './until-ready';
import type { ProvenanceShown } from '../examples/provenance';

/**
 * Steps through a worked example bean by bean, on the shared engine. The logic lives in tested
 * modules (steps.ts, narrate.ts, permalink.ts); this component only holds the reader's place.
 * The page plays the example at build and names its readings (stepper-data.ts): the browser
 * fetches the engine only when a reader switches a reading.
 */
export interface StepperProps {
  /** The example (its game record, to play it again under another reading). */
  example: Example;
  /** The example played, its readings named: stepperData(example). */
  data: StepperData;
  /** The sentences the steps cite, from the transcriptions, by clause id: their words set at build (quote-html.tsx). */
  quotes: Record<string, ShownQuote>;
  /** What our own readings mean (for steps that cite `reading.<id>`): id → words, and its anchor on the readings page. */
  readingNotes: Record<string, { text: string; anchor: string }>;
  sourceTitle: string;
  base: string;
  /** The example title's heading level where the stepper stands. */
  level?: 2 | 3 | 4;
  /** Keep its place in the URL hash (off where the page's hash holds something else: the play page's game). */
  permalink?: boolean;
  /**
   * On the example's own page, which names the source and gives our note above it: the stepper
   * is titled by what it does, and leaves those out. Elsewhere it links to that page.
   */
  ownPage?: boolean;
  /**
   * Whose the example is (a worked example's; a play page's move has none): named in its heading
   * by one of the two labels, and carried as data-provenance. On its own page, which quotes the
   * sentence in full, the label alone.
   */
  provenance?: ProvenanceShown;
}

const SPEEDS = [
  { label: 'Slow', ms: 1400 },
  { label: 'Normal', ms: 700 },
  { label: 'Fast', ms: 250 },
];

/** Small drawn icons: symbol fonts are not everywhere, and the buttons' names are in aria-label. */
const ICONS = {
  start: 'M4 3h2v14H4zM16 3v14L7 10z',
  back: 'M13 4l-6 6 6 6',
  play: 'M6 3v14l10-7z',
  pause: 'M5 3h4v14H5zM11 3h4v14h-4z',
  forward: 'M7 4l6 6-6 6',
  end: 'M14 3h2v14h-2zM4 3v14l9-7z',
};
const Icon = ({ d }: { d: string }) => (
  <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
    {d.endsWith('z') ? <path d={d} fill="currentColor" /> : <path d={d} fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round" />}
  </svg>
);

export function Stepper({ example, data, quotes, readingNotes, sourceTitle, base, level = 3, permalink = true, ownPage = false, provenance }: StepperProps) {
  const Heading = level === 4 ? 'h4' : level === 2 ? 'h2' : 'h3';
  // The readings chosen and the example played under them: the page's play until a reader switches one.
  const [view, setView] = useState<{ options: Record<string, OptionValue>; played: PlayedView }>({ options: {}, played: data.played });
  const { options, played } = view;
  const [notation, setNotation] = useState<NotationId>(played.game.rules.notation);
  // The build told the steps in the game's own notation; the narrator is fetched for another.
  const [narrator, setNarrator] = useState<{ say: typeof Narrate } | null>(null);
  const steps = useMemo(
    () => (notation !== played.game.rules.notation && narrator ? stepsOf(played, (_, e, c) => narrator.say(e, { ...c, notation })) : toldSteps(played)),
    [played, notation, narrator],
  );
  const events = useMemo(() => steps.map((s) => s.event), [steps]);
  const [route, setRoute] = useState(false);
  const [step, setStep] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(1);
  const [message, setMessage] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const touched = useRef(false);
  const written = useRef('');
  // Only the latest choice of readings lands, however the engine's fetch and the plays interleave.
  const chosen = useRef(0);
  const id = example.id;
  // The id a worked example's element is known by (with its provenance); a play page's move is none.
  const elementId = provenance ? `example-${id}` : `stepper-${id}`;
  const rules = played.game.rules;
  const offered = useMemo(() => Object.fromEntries(data.offered.map((o) => [o.id, o.values.map((v) => v.value)])), [data]);
  const last = steps.length - 1;
  const at = Math.min(step, last);
  const current = steps[at]!;

  // Restore a permalinked step on load, and when the hash changes; a broken link gets a
  // message, and the example stays at its start.
  useEffect(() => {
    setReady(true);
    if (!permalink) return;
    const restore = () => {
      // The address this stepper wrote itself is no news (some browsers tell of replaceState too).
      if (location.hash === written.current) return;
      const parsed = parseHash(location.hash, id, offered);
      if (!parsed) return;
      if ('error' in parsed) {
        setStep(0);
        // A link naming a question this example does not offer is told in words: fetch the options' names.
        const strange = [...new URLSearchParams(location.hash.slice(1)).keys()].some((k) => k !== 'example' && k !== 'step' && !Object.hasOwn(offered, k));
        if (!strange) return setMessage(parsed.error);
        const hash = location.hash;
        return void import('./stepper-data')
          .then((m) => setMessage((parseHash(hash, id, offered, 'example', m.optionNames()) as { error: string }).error))
          .catch(() => setMessage(parsed.error));
      }
      const { place } = parsed;
      choose(place.options, (p) => {
        const wrong = outOfRange(place.step, toldSteps(p).length);
        if (wrong) {
          setStep(0);
          return setMessage(wrong);
        }
        setMessage(null);
        setView({ options: place.options, played: p });
        setStep(place.step);
        document.getElementById(elementId)?.scrollIntoView({ block: 'start' });
      });
    };
    restore();
    addEventListener('hashchange', restore);
    return () => removeEventListener('hashchange', restore);
  }, []);

  useEffect(() => {
    if (!touched.current || !permalink) return;
    written.current = formatHash(id, { step: at, options });
    history.replaceState(null, '', written.current);
  }, [at, options]);

  useEffect(() => {
    if (!playing) return;
    if (at >= last) return setPlaying(false);
    const t = setTimeout(() => setStep(at + 1), SPEEDS[speed]!.ms);
    return () => clearTimeout(t);
  }, [playing, at, last, speed]);

  /** Play the example under some readings (the engine is fetched the first time) and hand the play on. */
  const choose = (readings: Record<string, OptionValue>, then: (p: PlayedView) => void) => {
    const mine = ++chosen.current;
    if (Object.keys(readings).length === 0) return then(data.played);
    import('./stepper-data')
      .then((m) => m.replayLoaded(example, readings))
      .then((p) => mine === chosen.current && then(p))
      .catch(() => setMessage('The other reading could not be loaded; try again.'));
  };
  const chooseNotation = (n: NotationId) => {
    if (n === rules.notation || narrator) return setNotation(n);
    import('./narrate')
      .then((m) => {
        setNarrator({ say: m.narrate });
        setNotation(n);
      })
      .catch(() => setMessage('The other notation could not be loaded; try again.'));
  };
  const go = (n: number) => {
    touched.current = true;
    setMessage(null);
    setStep(Math.max(0, Math.min(last, n)));
  };
  const toggle = () => {
    touched.current = true;
    if (!playing && at >= last) setStep(0);
    setPlaying(!playing);
  };
  const onKey = (e: JSX.TargetedKeyboardEvent<HTMLElement>) => {
    const tag = (e.target as HTMLElement).tagName;
    if (tag === 'SELECT' || tag === 'INPUT') return;
    const actions: Record<string, () => void> = {
      ArrowRight: () => go(at + 1),
      ArrowLeft: () => go(at - 1),
      Home: () => go(0),
      End: () => go(last),
      ' ': toggle,
    };
    const act = actions[e.key];
    if (act && !(tag === 'BUTTON' && e.key === ' ')) {
      e.preventDefault();
      act();
    }
  };

  const layout = layoutBoard(played.game.board, current.state, notation, rules.players, { arrows: route, routes: routesOf(rules) });
  const noun = claimNoun(rules);
  const marks = sowingMarks(events, at);
  const label = `Step ${at} of ${last}. ${describeBoard(layout, rules.players, { marks, noun })}`;
  const hands = rules.players.filter((p) => current.state.hands[p]! > 0).map((p) => `${p} holds ${current.state.hands[p]}`);
  const clause = current.clause;
  const quote = clause ? quotes[clause] : undefined;
  const ownReading = clause?.startsWith('reading.') ? clause.slice('reading.'.length) : null;
  // A reading named by an event may be a fixed reading, which no option holds.
  const chosenReadings = played.game.options as Record<string, OptionValue | undefined>;
  const decidedBy = current.reading ? wordsFor(data.readings, current.reading, chosenReadings[current.reading]) : null;
  const own = ownReading ? wordsFor(data.readings, ownReading, chosenReadings[ownReading]) : null;
  const moveOf = (i: number) => played.moves[i]!;

  return (
    <section class="stepper" id={elementId} data-provenance={provenance?.kind} aria-labelledby={`stepper-${id}-title`} onKeyDown={onKey}>
      <header class="stepper-head">
        <Heading id={`stepper-${id}-title`}>{ownPage ? 'Step through it' : example.title}</Heading>
        {provenance && (
          <p class="provenance">
            <span class={`tag provenance-label provenance-${provenance.kind}`}>{provenance.label}</span>
            {!ownPage && (
              <>
                {' '}
                <q>{provenance.opening}</q> (<a href={provenance.href}>{provenance.cite}</a>)
              </>
            )}
          </p>
        )}
        {!ownPage && (
          <p class="example-source">
            From <a href={`${base}sources/${example.source}/#${example.says[0] ?? example.clauses[0] ?? ''}`}>{sourceTitle}</a>, {example.where}
            {permalink && (
              <>
                {' · '}
                <a href={`${base}examples/${id}/`}>the example on its own page</a>
              </>
            )}
            .
          </p>
        )}
      </header>
      <div class="stepper-board" tabIndex={0} role="group" aria-label={`${example.title}: the board. Use the arrow keys to step.`} aria-describedby={`stepper-${id}-keys`}>
        <BoardSvg layout={layout} label={label} show="both" {...marks} route={route} id={`stepper-${id}-board`} />
        <BoardKey entries={keyEntries(marksIn(played.events, played.start.claims.some(Boolean)), { players: rules.players, ...nounsFor(played.game), noun })} route={{ on: route, set: setRoute, disabled: !ready, ...(rules.route ? { whose: rules.players[0] } : {}) }} />
        <p class="hands">{hands.length ? `In hand: ${hands.join(', ')}.` : `No ${nounsFor(played.game).many} in hand.`}</p>
      </div>
      <div class="controls" role="toolbar" aria-label="Step through the example">
        <button type="button" onClick={() => go(0)} {...untilReady(ready, at === 0)} aria-label="To the start"><Icon d={ICONS.start} /></button>
        <button type="button" onClick={() => go(at - 1)} {...untilReady(ready, at === 0)} aria-label="Back one step"><Icon d={ICONS.back} /></button>
        <button type="button" onClick={toggle} disabled={!ready} aria-label={playing ? 'Pause' : 'Play'} aria-pressed={playing}>
          <Icon d={playing ? ICONS.pause : ICONS.play} />
        </button>
        <button type="button" onClick={() => go(at + 1)} {...untilReady(ready, at === last)} aria-label="Forward one step"><Icon d={ICONS.forward} /></button>
        <button type="button" onClick={() => go(last)} {...untilReady(ready, at === last)} aria-label="To the end"><Icon d={ICONS.end} /></button>
        <span class="step-count" aria-live="off">
          Step {at} of {last}
        </span>
      </div>
      <div class="settings">
        <label>
          Speed{' '}
          <select value={speed} onChange={(e) => setSpeed(Number((e.target as HTMLSelectElement).value))} disabled={!ready}>
            {SPEEDS.map((s, i) => (
              <option value={i}>{s.label}</option>
            ))}
          </select>
        </label>
        {played.moves.length > 1 && (
          <label>
            Move{' '}
            <select
              value={current.move}
              disabled={!ready}
              onChange={(e) => {
                const m = Number((e.target as HTMLSelectElement).value);
                go(steps.findIndex((s) => s.move === m && s.index > 0));
              }}
            >
              {played.moves.map((m, i) => (
                <option value={i}>{m.label === 'opening' || m.label === 'set-up' ? m.label : `${i + (played.moves[0]!.label === 'opening' ? 0 : 1)}. ${moveOf(i).player} from ${m.label}`}</option>
              ))}
            </select>
          </label>
        )}
        {notationsFor[played.game.board.id].length > 1 && (
          <label>
            Notation{' '}
            <select value={notation} disabled={!ready} onChange={(e) => chooseNotation((e.target as HTMLSelectElement).value as NotationId)}>
              {notationsFor[played.game.board.id].map((n) => (
                <option value={n}>{notationLabel(n)}</option>
              ))}
            </select>
          </label>
        )}
        {data.offered.map((o) => (
          <label>
            <a href={`${base}readings/#${o.id}`}>{o.label}</a>{' '}
            <select
              value={String(options[o.id] ?? o.default)}
              disabled={!ready}
              onChange={(e) => {
                touched.current = true;
                const v = o.values.find((x) => String(x.value) === (e.target as HTMLSelectElement).value)!.value;
                const chosen = { ...options, [o.id]: v };
                setMessage(null);
                choose(chosen, (p) => setView({ options: chosen, played: p }));
              }}
            >
              {o.values.map((v) => (
                <option value={String(v.value)}>{v.label}</option>
              ))}
            </select>
          </label>
        ))}
        {permalink && (
          <a class="step-link" href={stepAddress(base, id, { step: at, options })}>
            Link to this step
          </a>
        )}
      </div>
      <p class="narration" aria-live="polite">
        {current.narration}
      </p>
      <div class="licence">
        {quote && clause && <QuotationShown id={clause} quote={quote} base={base} encoded={data.encoded.includes(clause)} reading={decidedBy} />}
        {ownReading && own && (
          <p class="own-reading">
            <span class="tag">Our reading</span> <a href={`${base}readings/#${own.anchor}`}>{own.label}</a>
            {!Object.hasOwn(rules.readings, ownReading) && readingNotes[ownReading] && <>. {readingNotes[ownReading]!.text}</>}
          </p>
        )}
        {!clause && !ownPage && <p class="muted">{example.note}</p>}
      </div>
      {message && (
        <p class="message" role="status">
          {message}
        </p>
      )}
      <p class="keys" id={`stepper-${id}-keys`}>
        Keys, with the board focused: ← and → step back and forward, Home and End go to the start and the end, Space plays and pauses.
      </p>
    </section>
  );
}
