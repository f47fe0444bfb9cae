import { createGame, initialState, playOpening, legalMoves, playMove } from '../src/engine/index';
const g = createGame('dlp-gabata-oromo');
let seed = 1;
const rnd = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x80000000);
const lens: number[] = []; const lefts: number[] = [];
for (let i = 0; i < 100; i++) {
  let s = playOpening(g, initialState(g)).state;
  let n = 0;
  while (s.status === 'playing' && n < 20000) { const m = legalMoves(g, s); s = playMove(g, s, m[Math.floor(rnd() * m.length)]!).state; n++; }
  lens.push(s.status === 'playing' ? -1 : n);
  lefts.push(s.holes.reduce((a, b) => a + b, 0));
}
lens.sort((a, b) => a - b);
console.log(lens.join(' '));
console.log(lefts.join(' '));
