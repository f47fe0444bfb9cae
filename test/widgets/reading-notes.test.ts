import { describe, expect, it } from 'vitest';
import { fixedReadings, optionSpecs } from '../../src/engine/index';
import { readingAnchor } from '../../src/widgets/reading-words';
import { builtPage } from '../site/built';

describe('links to a reading', () => {
  it('land on the reading’s section of the readings page, options and fixed readings alike', () => {
    const page = builtPage('/readings/');
    const ids = [...Object.keys(optionSpecs), ...Object.keys(fixedReadings)];
    expect(ids.length).toBeGreaterThan(20);
    for (const id of ids) expect(page.getElementById(readingAnchor(id)), id).not.toBeNull();
    expect(readingAnchor('race-no-take')).toBe('fixed-race-no-take');
    expect(readingAnchor('race-end')).toBe('race-end');
  });
});
