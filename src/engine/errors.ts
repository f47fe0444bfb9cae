/**
 * Bad input from outside the engine (a game record, a move, a URL, a series set-up): names the
 * field at fault so that a CLI or a page can say exactly what is wrong.
 */
export class InputError extends Error {
  constructor(
    /** Where the fault is: "moves[3]", "start.holes.7", "options.race-end", "B". */
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'InputError';
  }
}
