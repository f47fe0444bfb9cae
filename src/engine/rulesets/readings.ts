import * as claims from '../mechanics/claims.readings';
import * as division from '../mechanics/division.readings';
import * as race from '../mechanics/race.readings';
import * as reload from '../mechanics/reload.readings';
import * as rounds from '../mechanics/rounds.readings';
import * as sow from '../mechanics/sow.readings';
import * as take from '../mechanics/take.readings';
import * as sulusAidi from './courlander-sulus-aidi/readings';
import * as sulusNishtaw from './courlander-sulus-nishtaw/readings';
import * as dlpAbalalae from './dlp-abalalae/readings';
import * as dlpGabataShoaI from './dlp-gabata-shoa-i/readings';

/**
 * Every reading the engine offers, gathered from where each is written: the shared mechanics'
 * beside them, each ruleset's own in its folder. The order is the one pages list them in (the
 * mechanics' first, as a game meets them, then each ruleset's). A ruleset that brings readings
 * of its own adds its folder's `readings.ts` here.
 */
export const optionSpecs = {
  ...race.options,
  ...take.options,
  ...reload.options,
  ...sow.options,
  ...claims.options,
  ...sulusAidi.options,
  ...division.options,
  ...dlpGabataShoaI.options,
  ...rounds.options,
  ...dlpAbalalae.options,
};

export const fixedReadings = {
  ...sow.fixedReadings,
  ...race.fixedReadings,
  ...sulusAidi.fixedReadings,
  ...sulusNishtaw.fixedReadings,
  ...dlpGabataShoaI.fixedReadings,
  ...division.fixedReadings,
  ...dlpAbalalae.fixedReadings,
  ...rounds.fixedReadings,
};
