/**
 * client:interaction — an island that hydrates in the page's idle time after its load event once
 * it is near the view, or at once when the reader reaches for it first: its JavaScript is not among what a page loads before
 * its load event (issue 16 §3; test/site/budgets.test.ts counts it apart), and the reader's first
 * tap, a second or two later, finds it awake (issue 26 §5; idle.ts shares the idle time among the
 * page's islands). Until then the island is its server-rendered HTML.
 *
 * It hydrates at once on the first pointer over it, pointer down, touch, key, focus, click, or choice inside
 * it: a mouse passes over a control before it clicks, Tab focuses before Enter, and a screen
 * reader's click, or its choice in a menu, may come alone. A click on a button, or a key (not Tab,
 * Enter or Space, which move the focus or come back as a click), that lands before the island has
 * hydrated is held and given again to the same element afterwards (hydration keeps the server's
 * elements, and the focus with them), so the first tap and the first key are not lost; so is a
 * choice made in a menu, a checkbox or a field (holdChoice, below).
 *
 * A page whose address names what the island shows hydrates it at once, since only the island can
 * show it: the directive's value is the hash key the island reads ("*" for any hash at all: the play
 * page's game, the lab's position, the builder's lanes), optionally with the value it must have
 * ("example=<id>"). A change of the hash does the same.
 */
import { whenIdle, whenNear } from './idle';

type Load = () => Promise<() => Promise<void>>;

export default (load: Load, options: { value: string }, el: HTMLElement) => {
  let started = false;
  let code: ReturnType<Load> | undefined;
  /** The island's code, fetched once: in idle time, or on the reader's first reach if that comes first. */
  const fetchCode = () => (code ??= load());
  /*
   * The server render leaves the island's controls disabled, for a reader without JavaScript, for
   * whom none of them works. Here JavaScript runs: a control that waits only for the island (not
   * one disabled for a reason of its own, data-off) is enabled at once, so that Tab reaches it and
   * a screen reader does not call it unavailable, and it takes the focus, a click or a choice; what
   * the reader does with it before the island can answer is held and given again (below).
   */
  for (const c of el.querySelectorAll<HTMLButtonElement | HTMLInputElement | HTMLSelectElement>(':is(button, input, select):disabled:not([data-off])')) c.disabled = false;
  // What the reader did before the island could answer, given again once it can, in order.
  const held: (() => unknown)[] = [];
  // A click with no pointer or key before it (a screen reader's) wakes the island too; so does a choice.
  const names = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'click', 'input', 'change'] as const;
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
    // The key given again as it came: an event is read as the init of another (its key, code, modifiers, bubbles).
    held.push(() => target.isConnected && target.dispatchEvent(new KeyboardEvent('keydown', k)));
  };
  /**
   * A choice made in a menu, a checkbox or a field before the island has hydrated changes the
   * element, but the island, once it hydrates, still holds what the server rendered, and its next
   * render would put that back. So each control's last choice is kept, and once the island can
   * answer, it is made again and the control's events given, as the browser gave them, to the
   * island's own handlers.
   */
  type Choice = { value: string; checked: boolean; events: Set<string> };
  const choices = new Map<HTMLInputElement | HTMLSelectElement, Choice>();
  const holdChoice = (e: Event) => {
    const c = e.target;
    if (!(c instanceof HTMLInputElement || c instanceof HTMLSelectElement) || !el.contains(c)) return;
    const kept = choices.get(c) ?? { value: '', checked: false, events: new Set<string>() };
    kept.value = c.value;
    kept.checked = c instanceof HTMLInputElement && c.checked;
    kept.events.add(e.type);
    choices.set(c, kept);
  };
  const choose = (c: HTMLInputElement | HTMLSelectElement, { value, checked, events }: Choice) => {
    if (!c.isConnected) return;
    if (c instanceof HTMLInputElement && (c.type === 'checkbox' || c.type === 'radio')) c.checked = checked;
    // A file input's chosen files stay where they are; its value cannot be set.
    else if (!(c instanceof HTMLInputElement && c.type === 'file')) c.value = value;
    for (const type of ['input', 'change']) if (events.has(type)) c.dispatchEvent(new Event(type, { bubbles: true }));
  };
  const holding = ['click', 'keydown', 'submit', 'input', 'change'] as const;
  const holderOf = (n: (typeof holding)[number]) => (n === 'submit' ? holdSubmit : n === 'input' || n === 'change' ? holdChoice : hold);
  const go = async (e?: Event) => {
    if (started) return;
    started = true;
    for (const n of names) el.removeEventListener(n, go, true);
    removeEventListener('hashchange', onHash);
    for (const n of holding) el.addEventListener(n, holderOf(n), true);
    // The event that woke the island is already on its way: it is held here, not by the listener just added.
    if (e?.type === 'keydown' || e?.type === 'click') hold(e);
    if (e?.type === 'input' || e?.type === 'change') holdChoice(e);
    try {
      await (await fetchCode())();
    } finally {
      for (const n of holding) el.removeEventListener(n, holderOf(n), true);
    }
    // The choices first, as the reader made them before any later tap or key could act on them.
    for (const [c, kept] of choices) choose(c, kept);
    choices.clear();
    // In order: a tap held for a button the island has yet to enable comes before the keys after it.
    for (const again of held.splice(0)) await again();
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
  // Otherwise in idle time: the code first; then, once the island is near the view, in an idle
  // period of its own (the two are not one long task: the idle time's tasks run one after another,
  // so the code has come by then), the hydration, unless the reader has reached for it meanwhile.
  else {
    whenIdle(fetchCode);
    // The island's element is `display: contents`, which has no box to come into view: its content's first element has.
    whenNear(el.firstElementChild ?? el, () => whenIdle(() => fetchCode().then(() => go())));
  }
};
