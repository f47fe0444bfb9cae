import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * `npm ci` refuses a lock file in which some locked package names a dependency that the lock does
 * not hold (the registry lacked a platform binary when the lock was made), or names one by a tag
 * such as "latest" that has since moved. These are the checks `npm ci` makes that can be made
 * without the registry, so a lock that breaks a fresh clone fails here first.
 */
interface Locked {
  version?: string;
  link?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as {
  lockfileVersion: number;
  packages: Record<string, Locked>;
};
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  overrides?: Record<string, Record<string, string> | string>;
};

/** Where npm would find `name` for the package at `path`: its own node_modules, then each parent's. */
function resolve(path: string, name: string): string | undefined {
  let base = path;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (Object.hasOwn(lock.packages, candidate)) return candidate;
    if (!base) return undefined;
    const cut = base.lastIndexOf('node_modules/');
    base = cut <= 0 ? '' : base.slice(0, cut - 1);
  }
}

const isTag = (spec: string) => /^[a-z][a-z0-9-]*$/i.test(spec) && !/^(npm|file|git|http|https|link|workspace):/.test(spec);
const overridden = (parent: string, name: string) => {
  const parentName = parent.slice(parent.lastIndexOf('node_modules/') + 'node_modules/'.length);
  const o = pkg.overrides?.[parentName];
  return typeof o === 'object' && Object.hasOwn(o, name);
};

describe('the lock file, as npm ci reads it', () => {
  const entries = Object.entries(lock.packages).filter(([path, p]) => path !== '' && !p.link);

  it('is a version 3 lock with the packages in it', () => {
    expect(lock.lockfileVersion).toBe(3);
    expect(entries.length).toBeGreaterThan(100);
  });

  it('holds every dependency, optional ones included, that a locked package names', () => {
    const missing = entries.flatMap(([path, p]) =>
      Object.keys({ ...p.dependencies, ...p.optionalDependencies })
        .filter((name) => !resolve(path, name))
        .map((name) => `${path} needs ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('names no dependency by a moving tag ("latest") unless package.json overrides it', () => {
    const tagged = entries.flatMap(([path, p]) =>
      Object.entries({ ...p.dependencies, ...p.optionalDependencies })
        .filter(([name, spec]) => isTag(spec) && !overridden(path, name))
        .map(([name, spec]) => `${path} asks for ${name}@${spec}`),
    );
    expect(tagged).toEqual([]);
  });
});
