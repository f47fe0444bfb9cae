import { useEffect, useMemo, useState } from 'preact/hooks';
import type { RulesetId, OptionValue } from '../engine/index';
import { labOpening } from '../lab/opening-rules';
import { choiceLabel, optionLabel, rulesetLabel } from '../words/terms';
import { formatLab, labRulesetsNamed, parseLab } from '../lab/address';
import { emptiedPosition, defaultLanes, labExample, laneProblem, laneRulesetsFor, lanesOf, positionProblem, readingsOf, standardPosition, type LabPosition, type LaneChoice } from '../lab/position';
import { CompareStepper } from './CompareStepper';
import { compareData } from '../compare/compare-data';
import { LabEditor } from './LabEditor';
import type { ShownQuote } from './QuotationShown';
import { rulesetsNamed, useRules } from './use-rules';
import { untilReady } from './until-ready';
import { useQuotes } from './use-quotes';

/** The position lab: the reader sets up a position and runs one move under two to four lanes. */
export interface LabPageProps {
  /** The sentences the steps of the rulesets it opens on may quote (labOpening), set at build; another ruleset's come with its rules (./quote-store.ts). */
  quotes: Record<string, ShownQuote>;
  base: string;
}

/** The catalog's first ruleset: the lab opens on its standard start. */
const first = labOpening[0].id;

export function LabPage({ quotes: given, base }: LabPageProps) {
  const quotes = useQuotes(given, labOpening.map((r) => r.id), 'shown');
  const [position, setPosition] = useState<LabPosition>(() => standardPosition(first));
  const [lanes, setLanes] = useState<LaneChoice[]>(() => defaultLanes(first));
  const [message, setMessage] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  // The rules of a game or a lane the reader (or the address) turns to, loaded before they are shown.
  const { loading, withRules } = useRules((why) => setMessage(`${why} The lab is left as it was; try again.`));

  useEffect(() => {
    setReady(true);
    // Read as it stands now: the lab writes its own state to the address once hydrated.
    const hash = location.hash;
    withRules(labRulesetsNamed(hash), () => {
      const parsed = parseLab(hash);
      if (!parsed) return;
      if ('error' in parsed) setMessage(parsed.error);
      setPosition(parsed.state.position);
      setLanes(parsed.state.lanes);
    });
  }, []);
  useEffect(() => {
    if (ready) history.replaceState(null, '', formatLab({ position, lanes }));
  }, [position, lanes, ready]);

  const built = useMemo(() => lanesOf(lanes), [lanes]);
  const problem = useMemo(() => positionProblem(position) ?? laneProblem(position, built), [position, built]);
  const example = useMemo(() => (problem ? null : labExample(position)), [position, problem]);
  const data = useMemo(() => (example ? compareData(example, built) : null), [example, built]);

  const choose = (ruleset: string) =>
    withRules([ruleset, ...defaultLanes(ruleset).map((l) => l.ruleset)], () => {
      setPosition(standardPosition(ruleset));
      setLanes(defaultLanes(ruleset));
      setMessage(null);
    });
  const setLane = (i: number, lane: LaneChoice) => withRules([lane.ruleset], () => setLanes((now) => now.map((l, k) => (k === i ? lane : l))));

  return (
    <div class="builder lab">
      {message && <p class="message" role="status">{message}</p>}
      {loading && <p class="loading-rules" role="status">Loading the rules of {rulesetsNamed(loading)}…</p>}
      <LabEditor
        position={position}
        set={setPosition}
        choose={choose}
        standard={() => setPosition(standardPosition(position.ruleset))}
        empty={() => setPosition(emptiedPosition(position.ruleset))}
        disabled={!ready}
      />
      <fieldset class="lab-lanes">
        <legend>Two to four lanes</legend>
        <div class="lane-choices">
          {lanes.map((lane, i) => (
            <fieldset class="lane-choice">
              <legend>Lane {i + 1}</legend>
              <label>
                Ruleset{' '}
                <select value={lane.ruleset} disabled={!ready} onChange={(e) => setLane(i, { ruleset: (e.target as HTMLSelectElement).value, options: {} })}>
                  {laneRulesetsFor(position.ruleset).map((r) => (
                    <option value={r}>{rulesetLabel(r as RulesetId)}</option>
                  ))}
                </select>
              </label>
              {readingsOf(lane.ruleset).map(({ option, values, byDefault }) => (
                <label>
                  {optionLabel(option)}{' '}
                  <select
                    value={String(lane.options[option] ?? byDefault)}
                    disabled={!ready}
                    onChange={(e) => {
                      const v = values.find((x) => String(x) === (e.target as HTMLSelectElement).value)!;
                      const options = { ...lane.options };
                      if (v === byDefault) delete options[option];
                      else options[option] = v as string | boolean;
                      setLane(i, { ...lane, options });
                    }}
                  >
                    {values.map((v) => (
                      <option value={String(v)}>{choiceLabel(option, v as OptionValue, v === byDefault)}</option>
                    ))}
                  </select>
                </label>
              ))}
            </fieldset>
          ))}
        </div>
        <button type="button" {...untilReady(ready, lanes.length >= 4)} onClick={() => setLanes([...lanes, { ruleset: position.ruleset, options: {} }])}>
          Add a lane
        </button>{' '}
        <button type="button" {...untilReady(ready, lanes.length <= 2)} onClick={() => setLanes(lanes.slice(0, -1))}>
          Remove the last lane
        </button>
      </fieldset>
      {problem ? (
        <p class="message lab-problem" role="alert">
          {problem} The move is not run until the position can be played.
        </p>
      ) : (
        <CompareStepper keepHash key={formatLab({ position, lanes })} id="lab-run" title={example!.title} data={data!} quotes={quotes} base={base} />
      )}
    </div>
  );
}
