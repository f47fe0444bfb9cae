import { describe, expect, it } from 'vitest';
import { buildCommit, buildDay, siteVersion, versionText } from '../../src/cite/version';
import pkg from '../../package.json';

describe('the version a citation names', () => {
  it('is the package\'s version, the day of the build and its commit', () => {
    const v = siteVersion();
    expect(v.release).toBe(pkg.version);
    expect(v.built).toEqual(buildDay());
    expect(versionText({ release: '0.1.0', built: [2026, 1, 5], commit: 'abc1234' })).toBe('0.1.0, built 2026-01-05 from commit abc1234');
  });

  it('takes the day from SOURCE_DATE_EPOCH where it is set, else today (UTC)', () => {
    expect(buildDay({ SOURCE_DATE_EPOCH: '1764028800' })).toEqual([2025, 11, 25]);
    expect(buildDay({}, new Date('2026-03-04T23:30:00Z'))).toEqual([2026, 3, 4]);
  });

  it('takes the commit from GOBETA_COMMIT, else git, and says it is unknown where neither tells it', () => {
    expect(buildCommit({ GOBETA_COMMIT: 'deadbeefcafe0123' }, () => 'x')).toBe('deadbeefcafe');
    expect(buildCommit({}, () => 'b80c77c\n')).toBe('b80c77c');
    expect(buildCommit({}, () => { throw new Error('git: not found'); })).toBeNull();
    expect(buildCommit({}, () => 'fatal: not a git repository')).toBeNull();
    expect(versionText({ release: '0.1.0', built: [2026, 1, 5], commit: null })).toBe('0.1.0, built 2026-01-05 from an unknown commit');
  });
});
