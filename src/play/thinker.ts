/**
 * Asks the computer player for its move: in a worker where the browser gives one
 * (./computer.worker.ts), so that the page answers the reader while the computer thinks; in the
 * page itself where it cannot (no Worker, or the worker's code failed to load), as before.
 */
import type { Game, Move, State } from '../engine/index';
import { answer, requestFor, type ThinkReply, type ThinkRequest } from './think-answer';
import type { Strength } from './strengths';

/** What the thinker needs of a worker: a Worker, or a stand-in in the tests. */
export interface WorkerLike {
  postMessage(message: unknown): void;
  terminate(): void;
  onmessage: ((e: MessageEvent) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
}

export interface Thinker {
  /** The computer's move at `state`, its draws seeded by `seed`; rejected with the reason when there is none. */
  think(game: Game, state: State, strength: Strength, seed: number): Promise<Move>;
  /** Fetch the search and a ruleset's rules now, while the person thinks. */
  warm(ruleset: string): void;
  /** Give up the question being thought about, if any: its answer will never come. */
  cancel(): void;
  /** Let the worker go. */
  close(): void;
}

type Answer = (request: ThinkRequest) => Promise<ThinkReply>;

const spawnWorker = (): WorkerLike | null =>
  typeof Worker === 'undefined' ? null : new Worker(new URL('./computer.worker.ts', import.meta.url), { type: 'module', name: 'computer player' });
const answerInPage: () => Promise<Answer> = () => Promise.resolve(answer);

export function createThinker(spawn: () => WorkerLike | null = spawnWorker, inPage: () => Promise<Answer> = answerInPage): Thinker {
  let worker: WorkerLike | null = null;
  /** No worker: it could not be made, or it failed once; from then on the page thinks. */
  let workerless = false;
  let asked = 0;
  let waiting: { id: number; request: ThinkRequest; settle: (reply: ThinkReply) => void } | null = null;

  const thinkInPage = (request: ThinkRequest) => inPage().then((answer) => answer(request));
  const letGo = () => {
    worker?.terminate();
    worker = null;
  };
  const fail = () => {
    letGo();
    workerless = true;
    // The question the worker was thinking about is asked again in the page.
    const w = waiting;
    waiting = null;
    if (w) void thinkInPage(w.request).then(w.settle, (e) => w.settle({ error: String(e) }));
  };
  const theWorker = (): WorkerLike | null => {
    if (worker || workerless) return worker;
    try {
      worker = spawn();
    } catch {
      worker = null;
    }
    if (!worker) {
      workerless = true;
      return null;
    }
    worker.onmessage = ({ data }: MessageEvent<{ id: number } & ThinkReply>) => {
      if (waiting && data.id === waiting.id) {
        const w = waiting;
        waiting = null;
        w.settle(data);
      }
    };
    worker.onerror = fail;
    return worker;
  };

  return {
    think(game, state, strength, seed) {
      const request = requestFor(game, state, strength, seed);
      const reply = new Promise<ThinkReply>((settle) => {
        const w = theWorker();
        if (!w) return void thinkInPage(request).then(settle, (e) => settle({ error: String(e) }));
        waiting = { id: ++asked, request, settle };
        w.postMessage({ id: asked, request });
      });
      return reply.then((r) => ('move' in r ? r.move : Promise.reject(new Error(r.error))));
    },
    warm(ruleset) {
      theWorker()?.postMessage({ warm: ruleset });
    },
    cancel() {
      // A worker is single-minded: a search given up would hold up the next question, so it goes.
      if (!waiting) return;
      waiting = null;
      letGo();
    },
    close() {
      waiting = null;
      letGo();
    },
  };
}
