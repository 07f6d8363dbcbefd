#!/usr/bin/env node
// The CLI entry: runs the compiled TypeScript in lib/ (built by `npm run build:lib`, which
// `npm ci`/`npm install` run through the `prepare` script).
import { main } from '../lib/src/cli/main.js';

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    process.stderr.write(`quire: internal error — this is a bug in Quire.\n${err?.stack ?? err}\n`);
    process.exitCode = 70;
  },
);
