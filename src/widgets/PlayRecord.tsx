import { useState } from 'preact/hooks';

/** The game record section of the play page: export the game being played, import one (a file or pasted JSON). */
export interface PlayRecordProps {
  ready: boolean;
  base: string;
  onExport: () => void;
  /** The text of a record; the page refuses a bad one with its message. */
  onImport: (text: string) => void;
  /** The address of the position now, to copy. */
  link: () => string;
}

export function PlayRecord({ ready, base, onExport, onImport, link }: PlayRecordProps) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    const url = link();
    try {
      await navigator.clipboard.writeText(url);
      setCopied('The link to this position is copied.');
    } catch {
      // No clipboard (permission refused, an insecure page): show the link to copy by hand.
      setCopied(`Copy this link: ${url}`);
    }
  };
  return (
    <section class="record" aria-labelledby="record-h">
      <h2 id="record-h">The game record</h2>
      <p>
        The game being played, in the JSON the command line reads (<a href={`${base}engine/records/`}>the format</a>). The page's address holds it too: copy it to share the position.
      </p>
      <div class="controls">
        <button type="button" onClick={copy} disabled={!ready}>Copy the link</button>
        <button type="button" onClick={onExport} disabled={!ready}>Export the record</button>
        <label class="file">
          Import a record <input type="file" accept=".json,application/json" disabled={!ready} onChange={async (e) => {
            const f = (e.target as HTMLInputElement).files?.[0];
            if (f) onImport(await f.text());
            (e.target as HTMLInputElement).value = '';
          }} />
        </label>
      </div>
      <p class="muted" role="status">{copied}</p>
      <details>
        <summary>Paste a record</summary>
        <form onSubmit={(e) => {
          e.preventDefault();
          onImport(((e.target as HTMLFormElement).elements.namedItem('record') as HTMLTextAreaElement).value);
        }}>
          <label for="play-record">Record (JSON)</label>
          <textarea id="play-record" name="record" rows={6} spellcheck={false} />
          <button type="submit">Load it</button>
        </form>
      </details>
    </section>);
}
