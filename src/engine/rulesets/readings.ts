import { sharedFixedReadings, sharedOptions } from '../mechanics/readings';
import * as sulusAidi from './courlander-sulus-aidi/readings';
import * as sulusNishtaw from './courlander-sulus-nishtaw/readings';
import * as dlpAbalalae from './dlp-abalalae/readings';
import * as dlpGabataShoaI from './dlp-gabata-shoa-i/readings';

/**
 * Every reading the engine offers in one table, for the pages that list them all (the readings
 * page, the matrix, the CLI) and for the types (options.ts derives the option ids and their values
 * from it): the mechanics' shared readings, then each ruleset's own. A ruleset that brings readings
 * of its own adds its folder's `readings.ts` here. Islands do not import this table: they look
 * readings up by id (options.ts), the rulesets they load bringing their own.
 */
export const optionSpecs = {
  ...sharedOptions,
  ...sulusAidi.options,
  ...dlpGabataShoaI.options,
  ...dlpAbalalae.options,
};

export const fixedReadings = {
  ...sharedFixedReadings,
  ...sulusAidi.fixedReadings,
  ...sulusNishtaw.fixedReadings,
  ...dlpGabataShoaI.fixedReadings,
  ...dlpAbalalae.fixedReadings,
};
