/**
 * The play page's "How to play" link follows the game chosen in its set-up form, with no script:
 * one link per ruleset, each shown while its ruleset is the form's choice (an <option> that is
 * selected matches :checked, and the page matches :has it). Where the form is absent, or the
 * browser lacks :has, the link to every card stands instead. The link shown stands alone on its
 * line, so it is a finger's target (44 px high) like any other control.
 */
const SHOWN = '{display:inline-flex;align-items:center;min-height:44px}';
export function followCss(ids: readonly string[]): string {
  const chosen = (id: string) => `.play-setup option[value="${id}"]:checked`;
  return [
    '.howto-follow a{display:none}',
    ...ids.map((id) => `body:has(${chosen(id)}) .howto-follow a[data-ruleset="${id}"]${SHOWN}`),
    `body:not(:has(${ids.map(chosen).join(',')})) .howto-follow .howto-any${SHOWN}`,
    `@supports not selector(:has(a)){.howto-follow .howto-any${SHOWN}}`,
  ].join('\n');
}
