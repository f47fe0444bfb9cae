import { rulesetRows } from '../bench/common';
import { playRow } from '../bench/versus-random';
for (const name of process.argv.slice(2)) {
  const row = rulesetRows.find((r) => r.name === name)!;
  const t0 = performance.now();
  const t = playRow(row, 10, 1);
  console.log(name, t.wins, t.draws, t.losses, ((performance.now() - t0) / 1000).toFixed(1) + ' s');
}
