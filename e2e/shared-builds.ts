/**
 * Builds shared by one Playwright run. With `fullyParallel`, each worker and each project runs a
 * spec's `beforeAll` on its own, so most fixtures were built four times a run (two projects × two
 * workers), and specs that copy a fixture into a temporary folder built identical copies. Here a
 * docs folder is built once per content, arguments and environment: whoever asks first builds,
 * the others wait for that build and serve the same output. Nothing in the specs writes into an
 * output folder, so sharing one is safe.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The run's folder of shared builds (playwright.config.ts makes it; its global teardown deletes it). */
function buildsFolder(): string {
  const folder = process.env.QUIRE_E2E_BUILDS;
  if (!folder) throw new Error('QUIRE_E2E_BUILDS is not set: run the e2e tests through playwright.config.ts');
  mkdirSync(folder, { recursive: true });
  return folder;
}

/** A digest of every file a build reads: paths and contents, without caches and built sites. */
function contentDigest(root: string): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
    // A built site in the folder (its marker file) is not docs content; the build skips it too.
    if (entries.some((e) => e.name === '.quire-output')) return;
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path);
      } else if (entry.isFile()) {
        hash.update(`${relative(root, path)}\0`).update(readFileSync(path)).update('\0');
      }
    }
  };
  walk(root);
  return hash.digest('hex');
}

/** How long a waiting worker gives another's build before failing. */
const WAIT_MS = 180_000;

/**
 * The output folder of `quire build root ...args` with `env`, built by this call or by another
 * worker's. Throws with the build's own message when it fails.
 */
export async function sharedBuild(root: string, opts: { args?: string[]; env?: NodeJS.ProcessEnv } = {}): Promise<string> {
  const args = opts.args ?? [];
  const key = createHash('sha256')
    .update(JSON.stringify({ content: contentDigest(root), args, env: opts.env ?? {} }))
    .digest('hex')
    .slice(0, 20);
  const folder = buildsFolder();
  const out = join(folder, key);
  const failed = join(folder, `${key}.failed`);
  const lock = join(folder, `${key}.lock`);
  let mine = true;
  try {
    mkdirSync(lock);
  } catch {
    mine = false;
  }
  if (mine) {
    const building = `${out}.building`;
    const result = spawnSync(process.execPath, ['bin/quire.js', 'build', root, '--out', building, ...args], {
      encoding: 'utf8',
      ...(opts.env && { env: { ...process.env, ...opts.env } }),
    });
    if (result.status !== 0) {
      const message = `quire build ${root} ${args.join(' ')} exited ${result.status}:\n${result.stderr}`;
      writeFileSync(failed, message);
      throw new Error(message);
    }
    // The finished output appears under its name at once: a waiting worker never serves half of it.
    renameSync(building, out);
    return out;
  }
  for (const start = Date.now(); Date.now() - start < WAIT_MS; await sleep(100)) {
    if (existsSync(out)) return out;
    if (existsSync(failed)) throw new Error(readFileSync(failed, 'utf8'));
  }
  throw new Error(`waited ${WAIT_MS / 1000} s for another worker's build of ${root}`);
}

/** Global teardown: the run's shared builds go. */
export function removeSharedBuilds(): void {
  const folder = process.env.QUIRE_E2E_BUILDS;
  if (folder) rmSync(folder, { recursive: true, force: true });
}
