// `npm start`: compiles Quire when lib/ is missing or older than src/ (a fresh clone after
// `npm ci`: the package builds on `prepack`, not on install), builds the example site, then runs
// `quire mock` (port 4010) beside `quire preview`, so the playground's "Local mock" server
// answers. Ctrl+C stops both.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const newest = (dir) => {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) if (e.isFile()) t = Math.max(t, statSync(join(e.parentPath, e.name)).mtimeMs);
  return t;
};
const bundle = 'lib/bundle/main.js';
if (!existsSync(bundle) || ['src', 'themes'].some((dir) => newest(dir) > statSync(bundle).mtimeMs)) {
  const lib = spawnSync('npm', ['run', 'build:lib'], { stdio: 'inherit' });
  if (lib.status !== 0) process.exit(lib.status ?? 1);
}

const quire = (args, opts = {}) => spawn(process.execPath, ['bin/quire.js', ...args], { stdio: 'inherit', ...opts });

const build = spawnSync(process.execPath, ['bin/quire.js', 'build', 'example-site'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [quire(['mock', 'example-site', '--port', '4010']), quire(['preview', 'example-site'])];
let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
