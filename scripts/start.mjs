// `npm start`: builds the example site, then runs `quire mock` (port 4010) beside
// `quire preview`, so the playground's "Local mock" server answers. Ctrl+C stops both.
import { spawn, spawnSync } from 'node:child_process';

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
