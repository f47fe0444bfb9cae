import { execFileSync } from 'node:child_process';
import pkg from '../../package.json';

/**
 * The version a citation of a page names: the package's version, the day the site was built and
 * the commit it was built from. Read once, when the site is built (server code only: nothing here
 * reaches a browser). The day is SOURCE_DATE_EPOCH's where that is set (a reproducible build),
 * else today's (UTC); the commit is GOBETA_COMMIT's where that is set (a build from an archive),
 * else git's, else "unknown" (git missing, or no repository), which the version then says.
 */
export interface Version {
  /** package.json's version. */
  release: string;
  /** The day of the build, as date parts: [year, month, day]. */
  built: [number, number, number];
  /** The commit's short hash, or null where it could not be told. */
  commit: string | null;
}

export function buildDay(env: Record<string, string | undefined> = process.env, now = new Date()): [number, number, number] {
  const epoch = Number(env.SOURCE_DATE_EPOCH);
  const d = env.SOURCE_DATE_EPOCH && Number.isFinite(epoch) ? new Date(epoch * 1000) : now;
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
}

export function buildCommit(env: Record<string, string | undefined> = process.env, git: () => string = () => execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })): string | null {
  if (env.GOBETA_COMMIT) return env.GOBETA_COMMIT.slice(0, 12);
  try {
    const hash = git().trim();
    return /^[0-9a-f]{4,40}$/.test(hash) ? hash : null;
  } catch {
    return null;
  }
}

export const iso = ([y, m, d]: readonly number[]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** "0.0.0, built 2026-11-25 from commit b80c77c" (or "from an unknown commit"). */
export const versionText = (v: Version) => `${v.release}, built ${iso(v.built)} ${v.commit ? `from commit ${v.commit}` : 'from an unknown commit'}`;

let current: Version | undefined;
/** This build's version, told once. */
export function siteVersion(): Version {
  current ??= { release: pkg.version, built: buildDay(), commit: buildCommit() };
  return current;
}
