import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { slowest } from '../support/slow-first';

describe('the test files started first', () => {
  it('are files that exist, each named once (a stale name would quietly order nothing)', () => {
    expect(slowest.filter((path) => !existsSync(new URL(`../../${path}`, import.meta.url)))).toEqual([]);
    expect(new Set(slowest).size).toBe(slowest.length);
  });
});
