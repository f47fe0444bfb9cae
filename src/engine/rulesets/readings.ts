import * as claims from '../mechanics/claims.readings';
import * as division from '../mechanics/division.readings';
import * as race from '../mechanics/race.readings';
import * as reload from '../mechanics/reload.readings';
import * as rounds from '../mechanics/rounds.readings';
import * as sow from '../mechanics/sow.readings';
import * as take from '../mechanics/take.readings';
import * as wegue from '../mechanics/wegue.readings';
import * as fours from '../mechanics/fours.readings';
import * as sulusAidi from './courlander-sulus-aidi/readings';
import * as sulusNishtaw from './courlander-sulus-nishtaw/readings';
import * as dlpAbalalae from './dlp-abalalae/readings';
import * as dlpGabataShoaI from './dlp-gabata-shoa-i/readings';
import * as dlpGabataAksum from './dlp-gabata-aksum/readings';
import * as dlpSelusMassawa from './dlp-selus-massawa/readings';
import * as dlpSelus from './dlp-selus/readings';
import * as dlpRabE from './dlp-rab-e/readings';
import * as wegs from '../mechanics/wegs.readings';
import * as fivethree from '../mechanics/fivethree.readings';
import * as dlpShoaAdegrat from './dlp-gabata-shoa-and-adegrat/readings';
import * as stuck from '../mechanics/stuck.readings';
import * as dlpRioKadalis from './dlp-rio-kadalis/readings';
import * as dlpMewelad from './dlp-mewelad/readings';
import * as dlpGabataGhinda from './dlp-gabata-ghinda/readings';
import * as dlpHufesay from './dlp-hufesay/readings';
import * as dlpGabataAnsaba from './dlp-gabata-ansaba/readings';
import * as dlpJimafesosh from './dlp-jimafesosh/readings';
import * as dlpMewegae from './dlp-mewegae/readings';
import * as dlpGabataAdegrat from './dlp-gabata-adegrat/readings';
import * as dlpLeyla from './dlp-leyla/readings';
import * as dlpGabataOromo from './dlp-gabata-oromo/readings';
import * as dlpGabataWuqro from './dlp-gabata-wuqro/readings';
import * as dlpLamosh from './dlp-lamosh/readings';
import * as dlpLamWaladach from './dlp-lam-waladach/readings';
import * as again from '../mechanics/again.readings';

/**
 * Every reading the engine offers in one table, for the pages that list them all (the readings
 * page, the matrix, the CLI) and for the types (options.ts derives the option ids and their values
 * from it): the mechanics' shared readings as a game meets them, then each ruleset's own. A
 * ruleset that brings readings of its own adds its folder's `readings.ts` here. Islands do not
 * import this table: they look readings up by id (options.ts) among those the rulesets they load
 * carry (`readingSpecs`).
 */
export const optionSpecs = {
  ...race.options,
  ...take.options,
  ...reload.options,
  ...sow.options,
  ...claims.options,
  ...division.options,
  ...rounds.options,
  ...wegue.options,
  ...sulusAidi.options,
  ...dlpGabataShoaI.options,
  ...dlpAbalalae.options,
  ...dlpSelusMassawa.options,
  ...dlpSelus.options,
  ...fours.options,
  ...wegs.options,
  ...fivethree.options,
  ...stuck.options,
  ...dlpMewelad.options,
  ...dlpGabataGhinda.options,
  ...dlpHufesay.options,
  ...dlpGabataAnsaba.options,
  ...dlpMewegae.options,
  ...dlpGabataAdegrat.options,
  ...dlpLeyla.options,
  ...dlpGabataOromo.options,
  ...dlpGabataWuqro.options,
  ...again.options,
  ...dlpLamWaladach.options,
};

export const fixedReadings = {
  ...sow.fixedReadings,
  ...race.fixedReadings,
  ...division.fixedReadings,
  ...rounds.fixedReadings,
  ...wegue.fixedReadings,
  ...sulusAidi.fixedReadings,
  ...sulusNishtaw.fixedReadings,
  ...dlpGabataShoaI.fixedReadings,
  ...dlpAbalalae.fixedReadings,
  ...dlpGabataAksum.fixedReadings,
  ...dlpSelusMassawa.fixedReadings,
  ...dlpSelus.fixedReadings,
  ...fours.fixedReadings,
  ...dlpRabE.fixedReadings,
  ...wegs.fixedReadings,
  ...fivethree.fixedReadings,
  ...dlpShoaAdegrat.fixedReadings,
  ...claims.fixedReadings,
  ...dlpRioKadalis.fixedReadings,
  ...dlpMewelad.fixedReadings,
  ...dlpGabataGhinda.fixedReadings,
  ...dlpHufesay.fixedReadings,
  ...dlpGabataAnsaba.fixedReadings,
  ...dlpJimafesosh.fixedReadings,
  ...dlpMewegae.fixedReadings,
  ...dlpGabataAdegrat.fixedReadings,
  ...dlpLeyla.fixedReadings,
  ...dlpGabataOromo.fixedReadings,
  ...dlpGabataWuqro.fixedReadings,
  ...dlpLamosh.fixedReadings,
  ...again.fixedReadings,
  ...dlpLamWaladach.fixedReadings,
};
