/**
 * The page's idle time after its load event, shared by its islands (client:interaction,
 * interaction.ts): each island's code is fetched, and then the island hydrated once it comes near
 * the view, in turn, one idle period at a time, so that the reader's first tap finds the island
 * awake (issue 26 §5: on a slow phone a tap that waited for the code took a second to answer) and
 * a page of many steppers never holds the main thread for long, nor wakes the steppers its reader
 * never scrolls to. Nothing starts before the load event: the page's own text and styles come first.
 */
type Task = () => Promise<unknown>;

/**
 * The browser's next idle period (requestIdleCallback; the next task where there is none, as in
 * Safari). No timeout: a page that is never idle (or a tab in the background) wakes its islands on
 * the reader's first reach, as before.
 */
export const idle = () => new Promise<unknown>((done) => ((self.requestIdleCallback as unknown) ? requestIdleCallback : setTimeout)(done));

/** The tasks given so far, one after another, from the load event on. */
let last: Promise<unknown> = new Promise((done) => (document.readyState === 'complete' ? done(0) : addEventListener('load', done, { once: true })));

/**
 * Run `task` in an idle period after the page has loaded, once the tasks given before it are done.
 * A task that fails (its code could not be fetched) leaves the rest to run.
 */
export const whenIdle = (task: Task) => void (last = last.then(idle).then(task).catch(() => {}));

/**
 * Run `task` once `el` comes within half a screen of the view (at once if it is there already): a
 * reader scrolling towards an island finds it awake, and one never scrolled to costs nothing.
 * Where there is no IntersectionObserver, at once.
 */
export function whenNear(el: Element, task: () => void): void {
  if (!('IntersectionObserver' in self)) return task();
  const near = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      near.disconnect();
      task();
    },
    { rootMargin: '50% 0px' },
  );
  near.observe(el);
}
