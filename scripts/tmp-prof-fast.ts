import { createGame, mulberry32 } from '../src/engine/index';
import { fastPlayer } from '../bench/fast';
const game = createGame('dlp-gabata-shoa-i', { observed: 'gabata-i' });
const play = fastPlayer(game);
const rnd = mulberry32(1);
let games = 0;
const t0 = performance.now();
while (performance.now() - t0 < 6000) { play(rnd); games++; }
console.log(games / 6, 'games/s');
