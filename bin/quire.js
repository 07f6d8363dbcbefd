#!/usr/bin/env node
// The CLI entry: runs the bundled CLI in lib/bundle/ (scripts/bundle-cli.mjs: one file to load
// instead of ~600 modules), else the compiled TypeScript in lib/src/. Both are built by
// `npm run build:lib`, which `npm ci`/`npm install` run through the `prepare` script.
import { existsSync } from 'node:fs';

const bundled = new URL('../lib/bundle/main.js', import.meta.url);
const { main } = await import(existsSync(bundled) ? bundled.href : '../lib/src/cli/main.js');

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    process.stderr.write(`quire: internal error — this is a bug in Quire.\n${err?.stack ?? err}\n`);
    process.exitCode = 70;
  },
);
