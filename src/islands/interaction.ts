/**
 * client:interaction — an island that hydrates when the reader first reaches for it, not when the
 * page loads: its JavaScript is not among what a page loads before any interaction (issue 16 §3;
 * test/site/budgets.test.ts counts it apart). Until then the island is its server-rendered HTML.
 *
 * It hydrates on the first pointer over it, pointer down, touch, key or focus inside it: a mouse
 * passes over a control before it clicks, and Tab focuses before Enter. A click that lands before
 * the island has hydrated is held and given again to the same element afterwards (hydration keeps
 * the server's elements, and the focus with them), so the first tap is not lost.
 *
 * A page whose address names what the island shows hydrates it at once, since only the island can
 * show it: the directive's value is the hash key the island reads ("*" for any hash at all: the play
 * page's game, the lab's position, the builder's lanes), optionally with the value it must have
 * ("example=<id>"). A change of the hash does the same.
 */
type Load = () => Promise<() => Promise<void>>;

export default (load: Load, options: { value: string }, el: HTMLElement) => {
  let started = false;
  const held: HTMLElement[] = [];
  const names = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
  const hold = (e: Event) => {
    if (!(e.target instanceof HTMLElement)) return;
    const target = e.target.closest<HTMLElement>('button, a[href], summary, input, select, label') ?? e.target;
    // Links and the form's own controls work without the island; a button's click would be lost.
    if (target.tagName !== 'BUTTON') return;
    e.preventDefault();
    e.stopPropagation();
    held.push(target);
  };
  const go = async () => {
    if (started) return;
    started = true;
    for (const n of names) el.removeEventListener(n, go, true);
    removeEventListener('hashchange', onHash);
    el.addEventListener('click', hold, true);
    el.addEventListener('submit', holdSubmit, true);
    try {
      const hydrate = await load();
      await hydrate();
    } finally {
      el.removeEventListener('click', hold, true);
      el.removeEventListener('submit', holdSubmit, true);
    }
    for (const t of held.splice(0)) if (t.isConnected) t.click();
  };
  const holdSubmit = (e: Event) => e.preventDefault();
  const named = () => {
    const hash = location.hash.slice(1);
    if (!hash) return false;
    if (options.value === '*' || !options.value) return true;
    const [key, want] = options.value.split('=') as [string, string | undefined];
    const got = new URLSearchParams(hash).get(key);
    return got !== null && (want === undefined || got === want);
  };
  const onHash = () => named() && go();
  if (named()) return void go();
  for (const n of names) el.addEventListener(n, go, { capture: true, passive: true });
  addEventListener('hashchange', onHash);
  // Already under the pointer or holding the focus (a reload keeps both): hydrate now.
  if (el.matches(':hover') || el.contains(document.activeElement)) void go();
};
