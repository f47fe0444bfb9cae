// Prints docs/engine.md's table of rulesets and options (between the readings markers).
import { readingsTable } from '../src/engine/readings-table';

console.log(readingsTable());
