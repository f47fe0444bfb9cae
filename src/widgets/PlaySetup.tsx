import { useRef, useState } from 'preact/hooks';
import { allowedValues, getRuleset, resolveOptions } from '../engine/game';
import type { OptionId, OptionValue } from '../engine/index';
import { rulesetIds, type RulesetId } from '../engine/rulesets/catalog';
import { strengths } from '../play/strengths';
import { setupSummary } from '../play/summary';
import { choiceLabel, optionLabel, rulesetLabel } from '../words/terms';
import { useRules } from './use-rules';
import { untilReady } from './until-ready';

/** What the reader chooses before a game: the ruleset, its readings, who begins, who plays. */
export interface Setup {
  ruleset: string;
  options: Record<string, unknown>;
  /** Who begins, where the rules let the players choose; null where the rules decide. */
  first: string | null;
  /** The player the computer plays, or null for two people. */
  computer: string | null;
  strength: string;
}

export interface PlaySetupProps {
  initial: Setup;
  ready: boolean;
  onStart: (s: Setup) => void;
  base: string;
}

/**
 * The set-up, folded into one line once a game is on (the game being played, and "Change"), so
 * that the board comes first; "Change" opens the form under it, and starting a game folds it again.
 */
export function PlaySetup({ initial, ready, onStart, base }: PlaySetupProps) {
  const [open, setOpen] = useState(false);
  const change = useRef<HTMLButtonElement>(null);
  const [draft, setDraft] = useState<Setup>(initial);
  // A ruleset chosen whose rules are still loading: the form stays as it was meanwhile, and if they fail.
  const [failed, setFailed] = useState<string | null>(null);
  const { loading, withRules } = useRules((why) => setFailed(`${why} The form is still ${rulesetLabel(draft.ruleset as RulesetId, true)}'s; choose again to retry.`));
  const rules = getRuleset(draft.ruleset);
  const options = resolveOptions(rules, draft.options);
  const choice = rules.firstChoice(options);
  const readings = Object.keys(rules.readings) as OptionId[];
  const pick = (e: Event) => (e.target as HTMLSelectElement).value;

  // The ruleset last picked, which the menu shows while rules are on their way.
  const [picked, setPicked] = useState(draft.ruleset);
  const setRuleset = (id: string) => {
    setFailed(null);
    setPicked(id);
    withRules([id], () => chosen(id));
  };
  const chosen = (id: string) => {
    const r = getRuleset(id);
    const c = r.firstChoice(resolveOptions(r, {}));
    setDraft((d) => ({ ...d, ruleset: id, options: {}, first: c?.default ?? null, computer: d.computer ? r.players[1] : null }));
  };
  const setOption = (id: OptionId, raw: string) => {
    const value = allowedValues(rules, id).find((v) => String(v) === raw) as OptionValue;
    const next = { ...draft.options, [id]: value };
    const c = rules.firstChoice(resolveOptions(rules, next));
    setDraft({ ...draft, options: next, first: c ? (draft.first ?? c.default) : null });
  };

  // Folding without starting puts the form back as the game is, and the focus on "Change".
  const fold = () => {
    setOpen(false);
    setDraft(initial);
    setPicked(initial.ruleset);
    setFailed(null);
    change.current?.focus();
  };
  const summary = setupSummary(initial);

  return (
    <section class={`play-setup${open ? ' open' : ''}`} aria-label="The game's set-up">
      <p class="setup-line">
        <span id="play-setup-summary">
          <a href={`${base}sources/${initial.ruleset}/`}>{summary.ruleset}</a> · {summary.players} · {summary.readings}
        </span>{' '}
        <button type="button" ref={change} aria-expanded={open} aria-controls="play-setup-form" aria-describedby="play-setup-summary" onClick={() => (open ? fold() : setOpen(true))} {...untilReady(ready)}>
          Change
        </button>
      </p>
      <form
        id="play-setup-form"
        hidden={!open}
        onSubmit={(e) => {
          e.preventDefault();
          setOpen(false);
          onStart(draft);
        }}
      >
        <h2>A new game</h2>
        <div class="fields">
          <label>
            Ruleset{' '}
            <select value={loading ? picked : draft.ruleset} onChange={(e) => setRuleset(pick(e))} disabled={!ready}>
              {rulesetIds.map((id) => <option value={id}>{rulesetLabel(id)}</option>)}
            </select>
          </label>
          {choice && (
            <label>
              First to move{' '}
              <select value={draft.first ?? choice.default} onChange={(e) => setDraft({ ...draft, first: pick(e) })} disabled={!ready}>
                {rules.players.map((p) => <option value={p}>{p}</option>)}
              </select>
            </label>
          )}
          <label>
            Players{' '}
            <select value={draft.computer ?? ''} onChange={(e) => setDraft({ ...draft, computer: pick(e) || null })} disabled={!ready}>
              <option value="">Two people at this screen</option>
              {rules.players.map((p) => <option value={p}>You against the computer ({p})</option>)}
            </select>
          </label>
          {draft.computer && (
            <label>
              Computer{' '}
              <select value={draft.strength} onChange={(e) => setDraft({ ...draft, strength: pick(e) })} disabled={!ready}>
                {strengths.map((s) => <option value={s.id}>{s.name}</option>)}
              </select>
            </label>
          )}
        </div>
        {draft.computer && <p class="muted">{strengths.find((s) => s.id === draft.strength)?.how}</p>}
        <details class="play-readings">
          <summary>Readings ({readings.length}): where the source leaves a question open</summary>
          <p class="muted">Each defaults to the reading we show elsewhere on the site; <a href={`${base}readings/`}>the readings page</a> gives the evidence.</p>
          <div class="fields">
            {readings.map((id) => (
              <label>
                <a href={`${base}readings/#${id}`}>{optionLabel(id)}</a>{' '}
                <select value={String(options[id])} onChange={(e) => setOption(id, pick(e))} disabled={!ready}>
                  {allowedValues(rules, id).map((v) => (
                    <option value={String(v)}>{choiceLabel(id, v, v === rules.readings[id]!.default)}</option>
                  ))}
                </select>
              </label>
            ))}
          </div>
        </details>
        {failed && <p class="message" role="alert">{failed}</p>}
        <div class="controls">
          <button type="submit" class="primary" {...untilReady(ready, loading !== null)}>
            {loading ? 'Loading the rules…' : 'Start a new game'}
          </button>
          <button type="button" onClick={fold} {...untilReady(ready)}>
            Keep this game
          </button>
        </div>
      </form>
    </section>
  );
}
