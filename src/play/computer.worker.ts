/**
 * The computer player's thinking, off the page's main thread: a search can take a second on a slow
 * phone (docs/computer.md), and in the page it would hold up every tap, scroll and animation
 * meanwhile. Each message is a question (./think-answer.ts) with its number; each reply carries it.
 * A message with `warm` only loads the search and a ruleset, so that the first answer need not wait.
 */
import { answer, prepare, type ThinkRequest } from './think-answer';

type Message = { id: number; request: ThinkRequest } | { warm: string };

const scope = self as unknown as { onmessage: ((e: MessageEvent<Message>) => void) | null; postMessage: (m: unknown) => void };
scope.onmessage = ({ data }) => {
  if ('warm' in data) return void prepare(data.warm).catch(() => undefined);
  void answer(data.request).then((reply) => scope.postMessage({ id: data.id, ...reply }));
};
