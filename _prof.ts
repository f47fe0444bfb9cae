import { createGame, mulberry32 } from './src/engine/index';
import { fastPlayer } from './bench/fast';
const id = process.argv[2] ?? 'dlp-abalalae';
const opts = process.argv[3] ? JSON.parse(process.argv[3]) : {};
const play = fastPlayer(createGame(id, opts));
const rnd = mulberry32(1);
let n = 0; const t0 = performance.now();
while (performance.now() - t0 < 4000) { play(rnd); n++; }
console.log(id, (n / ((performance.now() - t0) / 1000)).toFixed(0), 'games/s');
