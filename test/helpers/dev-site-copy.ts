import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import type { DevServer } from '../../src/dev/dev-server.js';

/** A copy of a fixture for each test of the file, as `<parent>/site`, and the dev servers a test started there. */
export interface DevSiteCopy {
  parent: string;
  root: string;
  /** Closed after the test. */
  servers: DevServer[];
}

/**
 * Gives each test a fresh copy of `fixture` outside any npm project, with its own user cache
 * folder (`QUIRE_CACHE_HOME=<parent>/cache`) and `env` set; after the test, its servers are
 * closed, those variables and the `unset` ones (set by the test itself) removed, and the copy
 * deleted.
 */
export function devSiteCopies(fixture: string, prefix: string, opts: { env?: Record<string, string>; unset?: string[] } = {}): DevSiteCopy {
  const env = opts.env ?? {};
  const copy: DevSiteCopy = { parent: '', root: '', servers: [] };
  beforeEach(async () => {
    copy.parent = await mkdtemp(join(tmpdir(), prefix));
    copy.root = join(copy.parent, 'site');
    await cp(fixture, copy.root, { recursive: true });
    process.env.QUIRE_CACHE_HOME = join(copy.parent, 'cache');
    Object.assign(process.env, env);
    copy.servers = [];
  });
  afterEach(async () => {
    for (const s of copy.servers) await s.close().catch(() => undefined);
    delete process.env.QUIRE_CACHE_HOME;
    for (const name of [...Object.keys(env), ...(opts.unset ?? [])]) delete process.env[name];
    await rm(copy.parent, { recursive: true, force: true });
  });
  return copy;
}
