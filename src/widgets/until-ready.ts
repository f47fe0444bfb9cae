/**
 * A control's disabled state in an island: disabled until the island is ready (so the server
 * renders it, for a reader without JavaScript; where JavaScript runs, client:interaction enables
 * every control that waits only for that, src/islands/interaction.ts), and for a reason of its own (`off`:
 * Back at the first step), which `data-off` marks so that it stays disabled and looks it.
 */
export function untilReady(ready: boolean, off = false): { disabled: boolean; 'data-off': '' | undefined } {
  return { disabled: !ready || off, 'data-off': off ? '' : undefined };
}
