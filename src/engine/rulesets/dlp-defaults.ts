/**
 * Defaults that many of the DLP's games share, each with its reason, where their pages are silent
 * alike: written once here, and loaded with those games' rules only (a module that rulesets alone
 * use travels with them, not in the engine's chunk).
 */

/** `skip-origin`: the pages do not say, and Ludii's code, which comes with them, does not skip. */
export const skipOriginUnsaid = { default: false, why: "No source says the emptied hole is skipped; Ludii's code sows into it on a full lap." } as const;

/** `lot-winner`: a lot decides, and nothing says who wins it; the engine must be repeatable. */
export const lotWinnerChosen = { default: 'weaker', why: 'A lot has no rule; the engine must be repeatable, so the reader chooses.' } as const;
