// Prints the README's table of rulesets and options (between the readings markers).
import { readingsTable } from '../src/engine/index';

console.log(readingsTable());
