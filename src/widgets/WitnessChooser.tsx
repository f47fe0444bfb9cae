import { useEffect, useState } from 'preact/hooks';
import { defaultChoice, groupRuns, readChoice, shownLine, toggle, writeChoice } from '../compare/witness-choice';

/**
 * The comparison by topic's choice of witnesses (src/compare/witness-choice.ts holds the logic): a
 * checkbox for each, which shows or hides its columns with CSS alone (the page's rules read the
 * boxes, so they work before this island wakes, and without JavaScript), and the address that
 * keeps the choice, read when the page opens or its hash changes and written on each change.
 */
export interface ChooserWitness {
  page: string;
  game: string;
  work: string;
  /** The group it is listed under (src/family/groups.ts): "Three rows". */
  group: string;
}

export function WitnessChooser({ witnesses }: { witnesses: ChooserWitness[] }) {
  const all = witnesses.map((w) => w.page);
  const [chosen, setChosen] = useState(() => defaultChoice(all));
  const [problem, setProblem] = useState<string | undefined>();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const read = () => {
      const c = readChoice(location.hash, all);
      setChosen(c.chosen);
      setProblem(c.problem);
    };
    read();
    setReady(true);
    addEventListener('hashchange', read);
    return () => removeEventListener('hashchange', read);
  }, []);

  const choose = (next: string[]) => {
    setChosen(next);
    setProblem(undefined);
    // The address keeps the choice without a new history entry, nor a jump to an anchor.
    history.replaceState(history.state, '', `${location.pathname}${location.search}${writeChoice(next, all)}`);
  };

  return (
    <fieldset class="witness-chooser">
      <legend>Witnesses side by side</legend>
      {groupRuns(witnesses, (w) => w.group).map(({ group, items }) => (
        <fieldset class="witness-group" key={group}>
          <legend>{group}</legend>
          <ul>
            {items.map((w) => (
              <li key={w.page}>
                <input
                  type="checkbox"
                  id={`show-${w.page}`}
                  checked={chosen.includes(w.page)}
                  onChange={(e) => {
                    const next = toggle(chosen, w.page, (e.currentTarget as HTMLInputElement).checked, all);
                    choose(next);
                    // The last witness shown stays: a comparison of none would show nothing.
                    if (next.length === 1 && chosen.length === 1 && next[0] === w.page) setProblem('One witness at least stays shown.');
                  }}
                />
                <label for={`show-${w.page}`}>
                  {w.game}
                  <span class="witness-work">{w.work}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
      <p class="chooser-actions">
        <button type="button" disabled={!ready} onClick={() => choose(defaultChoice(all))}>The default witnesses</button>
        <button type="button" disabled={!ready} onClick={() => choose([...all])}>Every witness</button>
      </p>
      <p class={problem ? 'chooser-status chooser-problem' : 'chooser-status'} role="status">
        {problem ?? shownLine(chosen, all)}
      </p>
    </fieldset>
  );
}
