import * as claims from './claims.readings';
import * as division from './division.readings';
import * as race from './race.readings';
import * as reload from './reload.readings';
import * as rounds from './rounds.readings';
import * as sow from './sow.readings';
import * as take from './take.readings';

/**
 * The readings the shared mechanics offer, each written beside its mechanic. They travel with the
 * engine; a ruleset's own readings travel with its folder and are present once it is loaded
 * (../readings-present.ts).
 */
export const sharedOptions = {
  ...race.options,
  ...take.options,
  ...reload.options,
  ...sow.options,
  ...claims.options,
  ...division.options,
  ...rounds.options,
};

export const sharedFixedReadings = {
  ...sow.fixedReadings,
  ...race.fixedReadings,
  ...division.fixedReadings,
  ...rounds.fixedReadings,
};
