/**
 * client:interaction — an island that hydrates when the reader first reaches for it, not when the
 * page loads: its JavaScript is not among what a page loads before any interaction (issue 16 §3;
 * test/site/budgets.test.ts counts it apart). Until then the island is its server-rendered HTML.
 *
 * It hydrates on the first pointer over it, pointer down, touch, key, focus or click inside it: a
 * mouse passes over a control before it clicks, Tab focuses before Enter, and a screen reader's
 * click may come alone. A click on a button, or a
 * key (not Tab, Enter or Space, which move the focus or come back as a click), that lands before the
 * island has hydrated is held and given again to the same element afterwards (hydration keeps the
 * server's elements, and the focus with them), so the first tap and the first key are not lost;
 * so is a tap on a control the server render leaves disabled (holdPress, below).
 *
 * A page whose address names what the island shows hydrates it at once, since only the island can
 * show it: the directive's value is the hash key the island reads ("*" for any hash at all: the play
 * page's game, the lab's position, the builder's lanes), optionally with the value it must have
 * ("example=<id>"). A change of the hash does the same.
 */
type Load = () => Promise<() => Promise<void>>;

export default (load: Load, options: { value: string }, el: HTMLElement) => {
  let started = false;
  /*
   * The server render leaves the island's buttons disabled, for a reader without JavaScript, for
   * whom none of them works. Here JavaScript runs: a button that waits only for the island (not
   * one disabled for a reason of its own, data-off) is enabled at once, so that it can take the
   * focus and a click, from a pointer, a key or a screen reader; a click before the island can
   * answer is held and given again (hold, below). A menu or a checkbox stays disabled until then:
   * a choice made in it would be lost on the island, so a tap on one is held instead (holdPress).
   */
  for (const b of el.querySelectorAll<HTMLButtonElement>('button:disabled:not([data-off])')) b.disabled = false;
  // What the reader did before the island could answer, given again once it can, in order.
  const held: (() => unknown)[] = [];
  // A click with no pointer or key before it (a screen reader's) wakes the island too.
  const names = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'click'] as const;
  const hold = (e: Event) => {
    const target = e.target;
    // A click may land on a button's icon, an SVG element inside it.
    if (!(target instanceof Element)) return;
    if (e.type === 'click') {
      // Links and the form's own controls work without the island; a button's click would be lost.
      const button = target.closest('button');
      if (!button) return;
      e.preventDefault();
      e.stopPropagation();
      // Given once the island has enabled it (its first render may still show it disabled).
      held.push(() => whenEnabled(button).then((on) => void (on && button.isConnected && button.click())));
      return;
    }
    if (!(target instanceof HTMLElement)) return;
    const k = e as KeyboardEvent;
    // Tab moves the focus as ever; Enter and Space on a button come back as its click.
    if (k.key === 'Tab' || k.key === 'Enter' || k.key === ' ' || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName)) return;
    e.preventDefault();
    const init = { key: k.key, code: k.code, shiftKey: k.shiftKey, altKey: k.altKey, ctrlKey: k.ctrlKey, metaKey: k.metaKey, bubbles: true, cancelable: true };
    held.push(() => target.isConnected && target.dispatchEvent(new KeyboardEvent('keydown', init)));
  };
  /**
   * A menu or a field the server render leaves disabled (it waits for the island) gets no click, so
   * a tap on it before the island has hydrated would be lost; but pointer events still reach it. A
   * press and release on the same one is held, and given once the island enables it: a checkbox is
   * clicked, a menu focused and opened. One the island keeps disabled is left alone; so is a
   * disabled button, since the buttons that wait only for the island were enabled above.
   */
  type Waiting = HTMLInputElement | HTMLSelectElement;
  let pressed: Waiting | null = null;
  const waiting = (e: Event) => {
    if (!(e.target instanceof Element)) return null;
    // A tap on a control's label is a tap on the control.
    const c = e.target.closest('input, select, label, button');
    const control = c instanceof HTMLLabelElement ? c.control : c;
    return (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) && control.disabled && el.contains(control) ? control : null;
  };
  const activate = (c: Waiting) => {
    if (c instanceof HTMLSelectElement) {
      c.focus();
      // Opening the menu needs the tap's user activation, which lasts a few seconds: try, no more.
      try {
        c.showPicker?.();
      } catch {
        /* focused is enough */
      }
    } else if (c.type === 'checkbox' || c.type === 'radio') c.click();
    else c.focus();
  };
  const holdPress = (e: Event) => {
    if (e.type === 'pointerdown') {
      pressed = waiting(e);
      return;
    }
    const c = waiting(e);
    if (c && c === pressed) held.push(() => whenEnabled(c).then((on) => void (on && c.isConnected && activate(c))));
    pressed = null;
  };
  const holding = ['click', 'keydown', 'submit', 'pointerdown', 'pointerup'] as const;
  const holderOf = (n: (typeof holding)[number]) => (n === 'submit' ? holdSubmit : n.startsWith('pointer') ? holdPress : hold);
  const go = async (e?: Event) => {
    if (started) return;
    started = true;
    for (const n of names) el.removeEventListener(n, go, true);
    removeEventListener('hashchange', onHash);
    for (const n of holding) el.addEventListener(n, holderOf(n), true);
    // The key or press that woke the island is already on its way: it is held here, not by the listener just added.
    if (e?.type === 'keydown' || e?.type === 'click') hold(e);
    if (e?.type === 'pointerdown') holdPress(e);
    try {
      const hydrate = await load();
      await hydrate();
    } finally {
      for (const n of holding) el.removeEventListener(n, holderOf(n), true);
    }
    // In order: a tap held for a button the island has yet to enable comes before the keys after it.
    for (const again of held.splice(0)) await again();
    if (e?.type === 'focusin') void refocus(e as FocusEvent);
  };
  /**
   * Tab skips the controls a server render leaves disabled (they wait for the island): once they
   * can take the focus, it goes where Tab would have taken it, the island's first control (or with
   * Shift+Tab, from after the island, its last), unless the reader has moved on meanwhile.
   */
  const refocus = async (e: FocusEvent) => {
    const landed = e.target as HTMLElement;
    const from = e.relatedTarget instanceof Node ? e.relatedTarget : null;
    const back = !!from && !!(el.compareDocumentPosition(from) & Node.DOCUMENT_POSITION_FOLLOWING);
    // The island enables its controls in an effect, after its first paint.
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    if (document.activeElement !== landed) return;
    const all = [...el.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]')].filter(
      (c) => c.tabIndex >= 0 && !(c as HTMLButtonElement).disabled && c.getClientRects().length > 0,
    );
    const to = back ? all.at(-1) : all[0];
    if (to && to !== landed && (back ? landed.compareDocumentPosition(to) & Node.DOCUMENT_POSITION_FOLLOWING : to.compareDocumentPosition(landed) & Node.DOCUMENT_POSITION_FOLLOWING)) to.focus();
  };
  const holdSubmit = (e: Event) => e.preventDefault();
  /** Whether the island enables the control soon after hydrating (it does so in an effect, after its first paint). */
  const whenEnabled = (b: { disabled: boolean }) =>
    new Promise<boolean>((resolve) => {
      const until = performance.now() + 2000;
      const check = () => (!b.disabled ? resolve(true) : performance.now() > until ? resolve(false) : requestAnimationFrame(check));
      check();
    });
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
  // Not passive: a key or a click that wakes the island is held (its default prevented) until the island can answer it.
  for (const n of names) el.addEventListener(n, go, { capture: true, passive: n !== 'keydown' && n !== 'click' });
  addEventListener('hashchange', onHash);
  // Already under the pointer or holding the focus (a reload keeps both): hydrate now.
  if (el.matches(':hover') || el.contains(document.activeElement)) void go();
};
