import type { Ruleset, RulesetId } from '../ruleset';
import { courlanderAbalala } from './courlander-abalala';
import { courlanderSulusAidi } from './courlander-sulus-aidi';
import { courlanderSulusNishtaw } from './courlander-sulus-nishtaw';
import { dlpAbalalae } from './dlp-abalalae';
import { dlpGabataShoaI } from './dlp-gabata-shoa-i';
import { walkerGabata } from './walker-gabata';

export const rulesets: Record<RulesetId, Ruleset> = {
  'courlander-abalala': courlanderAbalala,
  'courlander-sulus-aidi': courlanderSulusAidi,
  'courlander-sulus-nishtaw': courlanderSulusNishtaw,
  'walker-gabata': walkerGabata,
  'dlp-gabata-shoa-i': dlpGabataShoaI,
  'dlp-abalalae': dlpAbalalae,
};

export const rulesetIds = Object.keys(rulesets) as RulesetId[];
