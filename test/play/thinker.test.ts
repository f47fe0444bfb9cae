import { describe, expect, it } from 'vitest';
import { createGame, initialState, legalMoves, mulberry32, playOpening, type Move } from '../../src/engine/index';
import { chooseMove } from '../../src/play/computer';
import { answer, requestFor, type ThinkReply, type ThinkRequest } from '../../src/play/think-answer';
import { createThinker, type WorkerLike } from '../../src/play/thinker';

/** A worker that answers as the real one does, when told to: each message kept until `reply` runs it. */
class StandIn implements WorkerLike {
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  posted: unknown[] = [];
  terminated = false;
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  /** Answer the `n`th message as the worker would. */
  async reply(n: number) {
    const m = this.posted[n] as { id: number; request: ThinkRequest };
    const r = await answer(m.request);
    this.onmessage?.({ data: { id: m.id, ...r } } as MessageEvent);
  }
}

const shoa = () => {
  const game = createGame('dlp-gabata-shoa-i');
  return { game, state: playOpening(game, initialState(game)).state };
};

describe('a question to the computer (think-answer)', () => {
  it('is answered with the move chooseMove makes from the same seed', async () => {
    for (const id of ['walker-gabata', 'courlander-abalala', 'dlp-tuz']) {
      const game = createGame(id);
      const state = playOpening(game, initialState(game)).state;
      const reply = await answer(requestFor(game, state, 'lookahead', 12345));
      expect(reply).toEqual({ move: chooseMove(game, state, 'lookahead', mulberry32(12345)) });
      expect(legalMoves(game, state)).toContain((reply as { move: Move }).move);
    }
  });

  it('carries the readings, and who begins only where the players choose', async () => {
    const abalala = createGame('courlander-abalala', {}, 'A');
    expect(requestFor(abalala, initialState(abalala), 'greedy', 1).first).toBe('A');
    const walker = createGame('walker-gabata');
    expect(walker.rules.firstChoice(walker.options)).toBeNull();
    expect(requestFor(walker, initialState(walker), 'greedy', 1)).not.toHaveProperty('first');
    const gabata3 = createGame('dlp-gabata-shoa-i', { observed: 'gabata-3' });
    const request = requestFor(gabata3, playOpening(gabata3, initialState(gabata3)).state, 'random', 1);
    expect(request.options).toMatchObject({ observed: 'gabata-3' });
    // The request survives the structured clone a worker's message is.
    expect(await answer(structuredClone(request))).toEqual({ move: chooseMove(gabata3, request.state, 'random', mulberry32(1)) });
  });

  it('says what is wrong with a question it cannot answer', async () => {
    const { game, state } = shoa();
    expect(await answer({ ...requestFor(game, state, 'random', 1), ruleset: 'no-such-game' })).toEqual({ error: expect.stringMatching(/^ruleset: unknown ruleset "no-such-game"/) });
    expect(await answer({ ...requestFor(game, state, 'random', 1), state: { ...state, status: 'round-over' } })).toEqual({ error: expect.stringMatching(/game is over/) });
  });
});

describe('the thinker (thinker.ts)', () => {
  it('asks the worker, and takes its answer to the question asked last', async () => {
    const w = new StandIn();
    const thinker = createThinker(() => w, () => Promise.reject(new Error('not in the page')));
    const { game, state } = shoa();
    void thinker.think(game, state, 'random', 1);
    const last = thinker.think(game, state, 'lookahead', 7);
    expect(w.posted).toHaveLength(2);
    await w.reply(0); // the answer to a question no longer asked is dropped
    await w.reply(1);
    expect(await last).toBe(chooseMove(game, state, 'lookahead', mulberry32(7)));
  });

  it('lets a worker go when its question is given up, and asks the next of a new one', async () => {
    const made: StandIn[] = [];
    const thinker = createThinker(() => made[made.push(new StandIn()) - 1]!);
    const { game, state } = shoa();
    void thinker.think(game, state, 'lookahead', 1);
    thinker.cancel();
    expect(made[0]!.terminated).toBe(true); // a search given up would hold up the next question
    const next = thinker.think(game, state, 'lookahead', 2);
    expect(made).toHaveLength(2);
    await made[1]!.reply(0);
    expect(await next).toBe(chooseMove(game, state, 'lookahead', mulberry32(2)));
    thinker.close();
    expect(made[1]!.terminated).toBe(true);
  });

  it('warms the worker with the search and the rules of the game being played', () => {
    const w = new StandIn();
    createThinker(() => w).warm('dlp-tuz');
    expect(w.posted).toEqual([{ warm: 'dlp-tuz' }]);
  });

  it('thinks in the page where no worker can be made, and after a worker fails', async () => {
    const { game, state } = shoa();
    const expected = chooseMove(game, state, 'lookahead', mulberry32(3));
    let inPage = 0;
    const page = () => {
      inPage++;
      return Promise.resolve(answer);
    };
    expect(await createThinker(() => null, page).think(game, state, 'lookahead', 3)).toBe(expected);
    expect(
      await createThinker(() => {
        throw new Error('Worker is blocked here');
      }, page).think(game, state, 'lookahead', 3),
    ).toBe(expected);
    // A worker whose code cannot load: the question it held is asked in the page.
    const w = new StandIn();
    const thinker = createThinker(() => w, page);
    const move = thinker.think(game, state, 'lookahead', 3);
    w.onerror!(new Event('error') as ErrorEvent);
    expect(await move).toBe(expected);
    expect(w.terminated).toBe(true);
    expect(inPage).toBe(3);
    // And from then on it does not try the worker again.
    const later = thinker.think(game, state, 'lookahead', 3);
    expect(w.posted).toHaveLength(1);
    expect(await later).toBe(expected);
  });

  it('rejects with the reason when the answer is an error', async () => {
    const { game, state } = shoa();
    const thinker = createThinker(() => null, () => Promise.resolve(async (): Promise<ThinkReply> => ({ error: 'state: there is no move to choose' })));
    await expect(thinker.think(game, state, 'random', 1)).rejects.toThrow('state: there is no move to choose');
  });
});
