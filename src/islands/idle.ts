/**
 * The page's idle time after its load event, shared by its islands (client:interaction,
 * interaction.ts): each island's code is fetched, and then the island hydrated, in turn, one idle
 * period at a time, so that the reader's first tap finds the island awake (issue 26 §5: on a slow
 * phone a tap that waited for the code took a second to answer) and a page of many steppers never
 * holds the main thread for long. Nothing starts before the load event: the page's own text and
 * styles come first.
 */
type Task = () => Promise<unknown>;
const queue: Task[] = [];
let running = false;

/**
 * The browser's next idle period (requestIdleCallback; a short timer where there is none, as in
 * Safari). No timeout: a page that is never idle (or a tab in the background) wakes its islands on
 * the reader's first reach, as before.
 */
export const idle = () => new Promise<void>((done) => ('requestIdleCallback' in self ? requestIdleCallback(() => done()) : setTimeout(done, 50)));

/** Run `task` in idle time after the page has loaded, once the tasks given before it are done. */
export function whenIdle(task: Task) {
  queue.push(task);
  if (running) return;
  running = true;
  const run = async () => {
    for (let next; (next = queue.shift()); ) {
      await idle();
      // A task that fails (its code could not be fetched) leaves the rest to run.
      await next().catch(() => {});
    }
    running = false;
  };
  if (document.readyState === 'complete') void run();
  else addEventListener('load', () => void run(), { once: true });
}
