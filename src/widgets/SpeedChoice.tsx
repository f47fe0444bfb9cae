/** A pace at which a widget steps on its own: its name in the menu and the pause between steps. */
export interface Speed {
  label: string;
  ms: number;
}

/** The steppers' three paces (a worked example's, a comparison's). */
export const STEP_SPEEDS: readonly Speed[] = [
  { label: 'Slow', ms: 1400 },
  { label: 'Normal', ms: 700 },
  { label: 'Fast', ms: 250 },
];

interface SpeedChoiceProps {
  /** The menu's name ("Speed", "Animation"). */
  label: string;
  speeds: readonly Speed[];
  /** The index of the chosen pace in `speeds`. */
  value: number;
  onChange: (index: number) => void;
  disabled?: boolean;
}

export function SpeedChoice({ label, speeds, value, onChange, disabled }: SpeedChoiceProps) {
  return (
    <label>
      {label}{' '}
      <select value={value} onChange={(e) => onChange(Number((e.target as HTMLSelectElement).value))} disabled={disabled}>
        {speeds.map((s, i) => (
          <option value={i}>{s.label}</option>
        ))}
      </select>
    </label>
  );
}
