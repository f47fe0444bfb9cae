import { useEffect, useMemo, useState } from 'preact/hooks';
import { allowedValues, getRuleset } from '../engine/game';
import type { OptionId } from '../engine/options';
import type { RulesetId } from '../engine/ruleset';
import { choiceLabel, optionLabel, rulesetLabel } from '../words/terms';
import type { Example } from '../examples/example';
import { defaultChoice, formatChoice, makeLane, parseChoice, rulesetsFor, suggestLanes } from '../compare/custom';
import type { Lane } from '../compare/lanes';
import { CompareStepper } from './CompareStepper';
import { compareData } from '../compare/compare-data';
import type { ShownQuote } from './QuotationShown';

/** The reader chooses an example and two to four lanes (ruleset and readings); they run side by side. */
export interface ComparisonBuilderProps {
  examples: Example[];
  quotes: Record<string, ShownQuote>;
  base: string;
}

interface LaneChoice {
  ruleset: string;
  options: Record<string, string | boolean>;
}

const ownRuleset = (e: Example) => e.record?.ruleset ?? e.setup!.ruleset;
const choiceOf = (l: Lane): LaneChoice => ({ ruleset: l.ruleset!, options: (l.options ?? {}) as Record<string, string | boolean> });

export function ComparisonBuilder({ examples, quotes, base }: ComparisonBuilderProps) {
  // The page opens on lanes that part, not on two alike.
  const opening = useMemo(() => defaultChoice(examples), [examples]);
  const [exampleId, setExampleId] = useState(opening.example);
  const example = examples.find((e) => e.id === exampleId)!;
  const [lanes, setLanes] = useState<LaneChoice[]>(() => opening.lanes.map(choiceOf));
  const [message, setMessage] = useState<string | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    setReady(true);
    const parsed = parseChoice(location.hash, examples);
    if (!parsed) return;
    if ('error' in parsed) return setMessage(`${parsed.error} Showing the page's own example instead.`);
    setExampleId(parsed.choice.example);
    setLanes(parsed.choice.lanes.map(choiceOf));
  }, []);

  const built = useMemo(() => lanes.map((l) => makeLane(l.ruleset, l.options)), [lanes]);
  const data = useMemo(() => compareData(example, built), [example, built]);
  useEffect(() => {
    if (ready) history.replaceState(null, '', `#${formatChoice({ example: exampleId, lanes: built })}`);
  }, [exampleId, built, ready]);

  const chooseExample = (id: string) => {
    const e = examples.find((x) => x.id === id)!;
    setExampleId(id);
    // Lanes that part on the new example, where it has any.
    setLanes(suggestLanes(e, lanes.length).map(choiceOf));
    setMessage(null);
  };
  const setLane = (i: number, lane: LaneChoice) => setLanes(lanes.map((l, k) => (k === i ? lane : l)));

  return (
    <div class="builder">
      <fieldset>
        <legend>Choose an example and two to four lanes</legend>
        <label>
          Example{' '}
          <select value={exampleId} disabled={!ready} onChange={(e) => chooseExample((e.target as HTMLSelectElement).value)}>
            {examples.map((e) => (
              <option value={e.id}>{e.title}</option>
            ))}
          </select>
        </label>
        <div class="lane-choices">
          {lanes.map((lane, i) => {
            const rules = getRuleset(lane.ruleset);
            return (
              <fieldset class="lane-choice">
                <legend>Lane {i + 1}</legend>
                <label>
                  Ruleset{' '}
                  <select value={lane.ruleset} disabled={!ready} onChange={(e) => setLane(i, { ruleset: (e.target as HTMLSelectElement).value, options: {} })}>
                    {rulesetsFor(example).map((r) => (
                      <option value={r}>{rulesetLabel(r as RulesetId)}</option>
                    ))}
                  </select>
                </label>
                {Object.entries(rules.readings).map(([o, r]) => (
                  <label>
                    {optionLabel(o)}{' '}
                    <select
                      value={String(lane.options[o] ?? r.default)}
                      disabled={!ready}
                      onChange={(e) => {
                        const v = allowedValues(rules, o as OptionId).find((x) => String(x) === (e.target as HTMLSelectElement).value)!;
                        const options = { ...lane.options };
                        if (v === r.default) delete options[o];
                        else options[o] = v;
                        setLane(i, { ...lane, options });
                      }}
                    >
                      {allowedValues(rules, o as OptionId).map((v) => (
                        <option value={String(v)}>{choiceLabel(o, v, v === r.default)}</option>
                      ))}
                    </select>
                  </label>
                ))}
              </fieldset>
            );
          })}
        </div>
        <button type="button" disabled={!ready || lanes.length >= 4} onClick={() => setLanes([...lanes, { ruleset: ownRuleset(example), options: {} }])}>
          Add a lane
        </button>{' '}
        <button type="button" disabled={!ready || lanes.length <= 2} onClick={() => setLanes(lanes.slice(0, -1))}>
          Remove the last lane
        </button>
      </fieldset>
      {message && <p class="message" role="status">{message}</p>}
      <CompareStepper key={formatChoice({ example: exampleId, lanes: built })} id="custom-run" title={example.title} data={data} quotes={quotes} base={base} />
    </div>
  );
}
