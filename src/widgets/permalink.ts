/**
 * A stepper's place as a URL hash: #example=<id>&step=<n>, with the chosen readings as
 * <option>=<value>. One hash serves a page of several steppers: each reads only its own id.
 */
export interface Place {
  step: number;
  options: Record<string, string | boolean>;
}

export function formatHash(exampleId: string, place: Place, key = 'example'): string {
  const p = new URLSearchParams({ [key]: exampleId, step: String(place.step) });
  for (const [k, v] of Object.entries(place.options)) p.set(k, String(v));
  return `#${p.toString()}`;
}

/** A step's address on the example's own page, where the stepper is the page's subject: the link to share. */
export function stepAddress(base: string, exampleId: string, place: Place): string {
  return `${base}examples/${exampleId}/${formatHash(exampleId, place)}`;
}

/**
 * Read a hash for one stepper: null when the hash is not about this example; otherwise its
 * place, or a short message naming what is wrong (the stepper then starts at the beginning).
 * Whether the step exists depends on the readings, so the stepper checks that (outOfRange).
 * The options' names (id → words) come from the page, so that the island need not carry the
 * options' table to word a broken link.
 */
export function parseHash(
  hash: string,
  exampleId: string,
  readings: Record<string, readonly (string | boolean)[]>,
  key = 'example',
  optionNames: Record<string, string> = {},
): { place: Place } | { error: string } | null {
  const p = new URLSearchParams(hash.replace(/^#/, ''));
  if (p.get(key) !== exampleId) return null;
  const options: Place['options'] = {};
  for (const [k, raw] of p) {
    if (k === key || k === 'step') continue;
    const allowed = readings[k];
    if (!allowed) {
      return Object.hasOwn(optionNames, k)
        ? { error: `The link asks about “${optionNames[k]}”, a question this example does not offer; showing the start.` }
        : { error: `The link names something (“${k}”) this example does not know; showing the start.` };
    }
    const value = allowed.find((v) => String(v) === raw);
    if (value === undefined) return { error: `The link asks for a reading (“${raw}”) this example does not offer for “${optionNames[k] ?? k}”; showing the start.` };
    options[k] = value;
  }
  const s = p.get('step');
  if (s === null || !/^\d+$/.test(s)) return { error: `The link's step "${s ?? ''}" is not a step number; showing the start.` };
  return { place: { step: Number(s), options } };
}

export function outOfRange(step: number, steps: number): string | null {
  return step < steps ? null : `The link's step ${step} does not exist: this example has ${steps} steps (0 to ${steps - 1}); showing the start.`;
}
