import type { OptionValue } from '../engine/index';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import { BoardSvg } from '../diagrams/BoardSvg';
import { BoardKey } from '../diagrams/BoardKey';
import { claimNoun, describeBoard, layoutBoard, routesOf } from '../diagrams/layout';
import { keyEntries, marksIn, sowingMarks } from '../diagrams/marks';
import { nounsFor } from './nouns';
import type { CompareData } from '../compare/compare-data';
import { differenceWords, laneDifferences } from '../compare/differs';
import { formatHash, outOfRange, parseHash } from './permalink';
import { toldSteps } from './step-list';
import { QuotationShown, type ShownQuote } from './QuotationShown';
import { wordsFor, type EndedView } from './played-view';
import { untilReady } from './until-ready';
import { openingStep, type OpensAt } from '../compare/opening';

/**
 * Several lanes of one example stepped in lockstep: the same step index in every lane, the
 * first point where they part marked and explained by the sentence each lane's step cites.
 */
export interface CompareStepperProps {
  id: string;
  title: string;
  /** The example played in each lane, and the words around it: compareData(example, lanes), at build where it can be. */
  data: CompareData;
  quotes: Record<string, ShownQuote>;
  base: string;
  /** The page keeps its own address (the lab's position): the stepper neither reads nor writes it. */
  keepHash?: boolean;
  /** Where it opens when the address names no step: where the lanes part, or the end (the start if not given). */
  opensAt?: OpensAt;
}

/** How fast Play steps: the Stepper's own three speeds. */
const SPEEDS = [
  { label: 'Slow', ms: 1400 },
  { label: 'Normal', ms: 700 },
  { label: 'Fast', ms: 250 },
];

export function CompareStepper({ id, title, data, quotes, base, keepHash, opensAt }: CompareStepperProps) {
  // A lane whose rules refuse one of the example's moves says so, and the others play on.
  const { runs, divergence } = data;
  const lanes = runs.map((r) => r.lane);
  const played = useMemo(() => runs.flatMap((r) => (r.played ? [r.played] : [])), [runs]);
  const steps = useMemo(() => runs.map((r) => (r.played ? toldSteps(r.played) : null)), [runs]);
  // How each lane ends: worked out at build where the page is built (data.outcomes), else fetched the first time a lane reaches its end (as the play page fetches its stepper): most readers never step that far.
  const [outcomeOf, setOutcomeOf] = useState<{ of: (p: EndedView) => string } | null>(null);
  const outcomes = useMemo(() => runs.map((r, k) => data.outcomes?.[k] ?? (r.played && outcomeOf ? outcomeOf.of(r.played) : null)), [runs, outcomeOf]);
  const last = Math.max(0, ...steps.map((s) => (s ? s.length - 1 : 0)));
  const [step, setStep] = useState(() => openingStep(opensAt, divergence, last));
  const [message, setMessage] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const [touched, setTouched] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [route, setRoute] = useState(false);
  const [speed, setSpeed] = useState(1);
  // On a phone the lanes show their boards and what happens, two lanes to a screen; the keys and the sentences on request.
  const [words, setWords] = useState(false);

  useEffect(() => {
    if (!playing) return;
    if (step >= last) return setPlaying(false);
    const t = setTimeout(() => setStep(step + 1), SPEEDS[speed]!.ms);
    return () => clearTimeout(t);
  }, [playing, step, last, speed]);

  useEffect(() => {
    setReady(true);
    const parsed = parseHash(location.hash, id, {}, 'compare');
    if (!parsed) return;
    if ('error' in parsed) return setMessage(parsed.error);
    const wrong = outOfRange(parsed.place.step, last + 1);
    if (wrong) return setMessage(wrong);
    setStep(parsed.place.step);
  }, []);
  useEffect(() => {
    if (touched && !keepHash) history.replaceState(null, '', formatHash(id, { step, options: {} }, 'compare'));
  }, [step, touched]);

  const go = (n: number) => {
    setTouched(true);
    setMessage(null);
    setStep(Math.max(0, Math.min(last, n)));
  };
  const onKey = (e: JSX.TargetedKeyboardEvent<HTMLElement>) => {
    const tag = (e.target as HTMLElement).tagName;
    if (tag === 'SELECT' || tag === 'INPUT') return;
    const keys: Record<string, number> = { ArrowRight: step + 1, ArrowLeft: step - 1, Home: 0, End: last };
    if (e.key in keys) {
      e.preventDefault();
      go(keys[e.key]!);
    } else if (e.key === ' ' && tag !== 'BUTTON') {
      e.preventDefault();
      toggle();
    }
  };
  const toggle = () => {
    setTouched(true);
    if (!playing && step >= last) setStep(0);
    setPlaying(!playing);
  };
  const atDivergence = divergence !== null && step === divergence.step;
  const someEnded = steps.some((s) => s !== null && step >= s.length - 1);
  useEffect(() => {
    if (someEnded && !outcomeOf && !data.outcomes) void import('../compare/outcome').then((m) => setOutcomeOf({ of: m.laneOutcome }));
  }, [someEnded]);
  // Each lane at the step shown (its last, once it has ended), and where it differs from the first lane.
  const shown = steps.map((s) => (s ? s[Math.min(step, s.length - 1)]! : null));
  const differences = laneDifferences(runs.map((r, k) => (r.played ? { board: r.played.game.board, players: r.played.game.rules.players, state: shown[k]!.state } : null)));

  return (
    <section class={`compare-stepper${words ? ' with-words' : ''}`} id={`compare-${id}`} aria-labelledby={`compare-${id}-title`} onKeyDown={onKey}>
      <h2 id={`compare-${id}-title`}>{title}</h2>
      <div class="controls" role="toolbar" aria-label="Step through the lanes together">
        <button type="button" onClick={() => go(0)} {...untilReady(ready, step === 0)}>Start</button>
        <button type="button" onClick={() => go(step - 1)} {...untilReady(ready, step === 0)}>Back</button>
        <button type="button" onClick={toggle} disabled={!ready} aria-pressed={playing}>
          {playing ? 'Pause' : 'Play'}
        </button>
        <button type="button" onClick={() => go(step + 1)} {...untilReady(ready, step === last)}>Forward</button>
        <button type="button" onClick={() => go(last)} {...untilReady(ready, step === last)}>End</button>
        {divergence && (
          <button type="button" class="to-divergence" onClick={() => go(divergence.step)} disabled={!ready}>
            Where they part (step {divergence.step})
          </button>
        )}
        <span class="step-count">
          Step {step} of {last}
        </span>
      </div>
      <div class="settings">
        {/* The same speed menu as Stepper.tsx's, written in each: shared as a component it cost 60-160 bytes gzip on every widget page. */}
        <label>
          Speed{' '}
          <select value={speed} onChange={(e) => setSpeed(Number((e.target as HTMLSelectElement).value))} disabled={!ready}>
            {SPEEDS.map((s, i) => (
              <option value={i}>{s.label}</option>
            ))}
          </select>
        </label>
        <label class="words-toggle">
          <input type="checkbox" checked={words} disabled={!ready} onChange={(e) => setWords((e.target as HTMLInputElement).checked)} /> Show each lane's key and sentence
        </label>
      </div>
      {played.length < 2 ? (
        <p class="divergence none">Fewer than two lanes can be played: there is nothing to compare.</p>
      ) : divergence === null ? (
        <p class="divergence none">{played.length < runs.length ? 'The lanes that can be played never differ.' : 'These lanes never differ.'}</p>
      ) : (
        <p class={`divergence${atDivergence ? ' here' : ''}`} role="status">
          {atDivergence ? '≠ Here the lanes part.' : step < divergence.step ? `The lanes agree until step ${divergence.step}.` : `The lanes parted at step ${divergence.step}.`}
        </p>
      )}
      {message && <p class="message" role="status">{message}</p>}
      <div class="lanes">
        {runs.map((run, k) => {
          const p = run.played;
          const s = steps[k];
          if (!p || !s) {
            return (
              <div class="lane unplayable" tabIndex={0} role="group" aria-label={`${lanes[k]!.label}: cannot be played`}>
                <h3>{lanes[k]!.label}</h3>
                <p class="lane-error">{run.error}</p>
              </div>
            );
          }
          const cur = shown[k]!;
          // At its last step a lane says how it ends; past it, that is all it says.
          const atEnd = step >= s.length - 1;
          const ended = step > s.length - 1;
          const layout = layoutBoard(p.game.board, cur.state, p.game.rules.notation, p.game.rules.players, { arrows: route, routes: routesOf(p.game.rules) });
          const noun = claimNoun(p.game.rules);
          const difference = differences[k]!;
          const differs = difference.kind === 'holes' && difference.holes.size > 0 ? difference.holes : undefined;
          const marks = { ...sowingMarks(s.map((x) => x.event), Math.min(step, s.length - 1)), ...(differs ? { differs } : {}) };
          const kinds = marksIn(p.events, p.start.claims.some(Boolean));
          const quote = cur.clause ? quotes[cur.clause] : undefined;
          const words = (r: string) => wordsFor(data.readings, r, (p.game.options as Record<string, OptionValue | undefined>)[r]);
          const own = cur.clause?.startsWith('reading.') ? words(cur.clause.slice('reading.'.length)) : null;
          return (
            <div class={`lane${atDivergence ? ' parting' : ''}`} tabIndex={0} role="group" aria-label={`${lanes[k]!.label}: step ${Math.min(step, s.length - 1)}`}>
              <h3>{lanes[k]!.label}</h3>
              <BoardSvg layout={layout} label={`${lanes[k]!.label}. ${describeBoard(layout, p.game.rules.players, { marks, noun })}`} show="both" {...marks} route={route} id={`compare-${id}-${k}`} />
              <p class={`differs-count ${difference.kind}`}>{differenceWords(difference)}</p>
              <BoardKey entries={keyEntries(difference.kind === 'holes' ? [...kinds, 'differs'] : kinds, { players: p.game.rules.players, ...nounsFor(p.game), noun })} route={{ on: route, set: setRoute, disabled: !ready, ...(p.game.rules.route ? { whose: p.game.rules.players[0] } : {}) }} />
              <p class={`narration${ended ? ' outcome' : ''}`} aria-live="polite">
                {ended ? <><strong>Ended at step {s.length - 1}{outcomes[k] ? ':' : '.'}</strong>{outcomes[k] && ` ${outcomes[k]}.`}</> : cur.narration}
              </p>
              {atEnd && !ended && outcomes[k] && (
                <p class="outcome">
                  <strong>How this lane ends:</strong> {outcomes[k]}.
                </p>
              )}
              {quote && cur.clause && !ended && <QuotationShown id={cur.clause} quote={quote} base={base} encoded={data.encoded.includes(cur.clause)} reading={cur.reading ? words(cur.reading) : null} />}
              {own && !ended && (
                <p class="own-reading">
                  <span class="tag">Our reading</span> <a href={`${base}readings/#${own.anchor}`}>{own.label}</a>
                </p>
              )}
            </div>
          );
        })}
      </div>
      <p class="keys">Keys, with a board focused: ← and → step every lane together, Home and End go to the start and the end, Space plays and pauses.</p>
    </section>
  );
}
