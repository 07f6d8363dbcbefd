#!/usr/bin/env node
// The CLI entry: runs the bundled CLI in lib/bundle/ (scripts/bundle-cli.mjs: one file to load
// instead of ~600 modules), else the compiled TypeScript in lib/src/. Both are built by
// `npm run build:lib`, which the published package runs on `prepack` (a clone builds it with
// `npm run build:lib`, `npm start` or `npm test`).
import { existsSync } from 'node:fs';
import module from 'node:module';

// Node 22.1+ keeps the V8 code of compiled modules on disk (in the OS temporary folder, or
// NODE_COMPILE_CACHE; NODE_DISABLE_COMPILE_CACHE=1 turns it off), so a command does not compile
// the bundle's modules again on each start. The render processes inherit the folder through the
// environment. On Node 20 the function does not exist and nothing changes.
const compileCache = module.enableCompileCache?.();
if (compileCache?.directory && !process.env.NODE_COMPILE_CACHE) process.env.NODE_COMPILE_CACHE = compileCache.directory;

const bundled = new URL('../lib/bundle/main.js', import.meta.url);
const compiled = new URL('../lib/src/cli/main.js', import.meta.url);
if (!existsSync(bundled) && !existsSync(compiled)) {
  process.stderr.write('quire: this copy of Quire is not built yet (lib/ is missing).\nhint: run `npm run build:lib` in the Quire repository first.\n');
  process.exit(1);
}
const { main } = await import(existsSync(bundled) ? bundled.href : compiled.href);

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    process.stderr.write(`quire: internal error — this is a bug in Quire.\n${err?.stack ?? err}\n`);
    process.exitCode = 70;
  },
);
