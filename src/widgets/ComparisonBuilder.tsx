import { useEffect, useMemo, useState } from 'preact/hooks';
import { allowedValues, getRuleset } from '../engine/game';
import type { OptionId, RulesetId } from '../engine/index';
import { choiceLabel, optionLabel, rulesetLabel } from '../words/terms';
import { rulesetOfExample, type Example } from '../examples/example';
import { exampleLoader, type ExampleEntry, type LoadExample } from '../compare/example-loader';
// For what it makes present: the opening's rulesets, before the first render.
import '../compare/opening-rules';
import { formatChoice, makeLane, parseChoice, rulesetsFor, rulesetsNamedIn, suggestLanes, type CustomChoice } from '../compare/custom';
import type { Lane } from '../compare/lanes';
import { CompareStepper } from './CompareStepper';
import { compareData } from '../compare/compare-data';
import type { ShownQuote } from './QuotationShown';
import { rulesetsNamed, useRules } from './use-rules';
import { untilReady } from './until-ready';
import { useQuotes } from './use-quotes';

/** The reader chooses an example and two to four lanes (ruleset and readings); they run side by side. */
export interface ComparisonBuilderProps {
  /** Every example the reader may choose, by id and title; each is fetched when turned to. */
  menu: ExampleEntry[];
  /** The example the page opens on (the opening's), carried whole so that it shows at once. */
  first: Example;
  /** How an example is fetched (by default from /examples/<id>.json; a test gives its own). */
  load?: LoadExample;
  /**
   * The comparison to open on (defaultChoice), chosen at build: finding lanes that part plays
   * every ruleset, and the island loads only those it shows (its lanes' are ../compare/opening-rules.ts).
   */
  opening: CustomChoice;
  /** The sentences the steps of the opening's lanes may quote, set at build; another ruleset's come with its rules (./quote-store.ts). */
  quotes: Record<string, ShownQuote>;
  base: string;
}

interface LaneChoice {
  ruleset: string;
  options: Record<string, string | boolean>;
}

const choiceOf = (l: Lane): LaneChoice => ({ ruleset: l.ruleset!, options: (l.options ?? {}) as Record<string, string | boolean> });

export function ComparisonBuilder({ menu, first, load: given, opening, quotes: quoted, base }: ComparisonBuilderProps) {
  const quotes = useQuotes(quoted, opening.lanes.map((l) => l.ruleset!), 'shown');
  const load = useMemo(() => given ?? exampleLoader(base, [first]), [given, base, first]);
  const [example, setExample] = useState(first);
  const exampleId = example.id;
  const [fetching, setFetching] = useState<string | null>(null);
  const [lanes, setLanes] = useState<LaneChoice[]>(() => opening.lanes.map(choiceOf));
  const [message, setMessage] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  // The rules of an example's or a lane's ruleset the reader (or the link) turns to, loaded before they are run.
  const { loading, withRules } = useRules((why) => setMessage(`${why} The comparison is left as it was; try again.`));

  useEffect(() => {
    setReady(true);
    // Read as it stands now: the builder writes its own choice to the address once hydrated.
    const hash = location.hash;
    const asked = new URLSearchParams(hash.replace(/^#/, '')).get('example');
    const read = (known: Example[]) =>
      withRules(rulesetsNamedIn(hash), () => {
        const parsed = parseChoice(hash, known);
        if (!parsed) return;
        if ('error' in parsed) return setMessage(`${parsed.error} Showing the page's own example instead.`);
        setExample(known.find((e) => e.id === parsed.choice.example)!);
        setLanes(parsed.choice.lanes.map(choiceOf));
      });
    // An example of the menu other than the page's own is fetched first; one not in it is the link's fault.
    if (!asked || asked === first.id || !menu.some((m) => m.id === asked)) return read([first]);
    setFetching(asked);
    load(asked)
      .then((e) => read([e]))
      .catch((e: Error) => setMessage(`${e.message} Showing the page's own example instead.`))
      .finally(() => setFetching(null));
  }, []);

  const built = useMemo(() => lanes.map((l) => makeLane(l.ruleset, l.options)), [lanes]);
  const data = useMemo(() => compareData(example, built), [example, built]);
  useEffect(() => {
    if (ready) history.replaceState(null, '', `#${formatChoice({ example: exampleId, lanes: built })}`);
  }, [exampleId, built, ready]);

  const chooseExample = (id: string) => {
    setFetching(id);
    load(id)
      .then((e) =>
        // Lanes that part on the new example, where it has any: found by running it under every ruleset it may take.
        withRules(rulesetsFor(e), () => {
          setExample(e);
          setLanes(suggestLanes(e, lanes.length).map(choiceOf));
          setMessage(null);
        }),
      )
      .catch((e: Error) => setMessage(`${e.message} The comparison is left as it was; try again.`))
      .finally(() => setFetching(null));
  };
  const setLane = (i: number, lane: LaneChoice) => withRules([lane.ruleset], () => setLanes((now) => now.map((l, k) => (k === i ? lane : l))));

  return (
    <div class="builder">
      <fieldset>
        <legend>Choose an example and two to four lanes</legend>
        <label>
          Example{' '}
          <select value={exampleId} disabled={!ready} onChange={(e) => chooseExample((e.target as HTMLSelectElement).value)}>
            {menu.map((e) => (
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
        <button type="button" {...untilReady(ready, lanes.length >= 4)} onClick={() => setLanes([...lanes, { ruleset: rulesetOfExample(example), options: {} }])}>
          Add a lane
        </button>{' '}
        <button type="button" {...untilReady(ready, lanes.length <= 2)} onClick={() => setLanes(lanes.slice(0, -1))}>
          Remove the last lane
        </button>
      </fieldset>
      {message && <p class="message" role="status">{message}</p>}
      {fetching && <p class="loading-rules" role="status">Loading the example “{menu.find((m) => m.id === fetching)?.title ?? fetching}”…</p>}
      {loading && <p class="loading-rules" role="status">Loading the rules of {rulesetsNamed(loading)}…</p>}
      <CompareStepper key={formatChoice({ example: exampleId, lanes: built })} id="custom-run" title={example.title} data={data} quotes={quotes} base={base} />
    </div>
  );
}
