/**
 * Time to first page of `quire dev` on a generated 1,000-page site.
 *
 *   npm run build:lib && npx tsx bench/dev-start.ts [pages=1000] [runs=5]
 *
 * Each run spawns the compiled CLI (bin/quire.js, as a writer would), and measures: the time
 * until the URL is printed, until the home page answers, and until a second, never-requested
 * page answers (a cold render). Prints every run and the medians. Runs after the first are
 * restarts on a site the server answered before: their first pages come from the store of the
 * last session's answers (src/dev/served-answers.ts), checked once the site has loaded; run with
 * QUIRE_DEV_STORED_ANSWERS=0 for rendered first pages only. (`npm run bench` measures the
 * same on the richer bench/gen-corpus.ts site, among the build timings.)
 */
import { rm } from 'node:fs/promises';
import { devCorpusPath, writeDevCorpus } from './dev-corpus.js';
import { timeDevStart } from './dev-timer.js';

const pages = Number(process.argv[2] ?? 1000);
const runs = Number(process.argv[3] ?? 5);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const root = await writeDevCorpus(pages);
try {
  const results = [];
  for (let i = 0; i < runs; i++) {
    // A page well past the home page's section (page 613 of 1,000: tab 3, group 5).
    const r = await timeDevStart(root, devCorpusPath(pages, Math.floor(pages * 0.612)));
    results.push(r);
    const from = r.stored ? ` (last session's answer, checked at ${r.checked!.toFixed(0)} ms)` : '';
    console.log(`run ${i + 1}: URL printed ${r.url.toFixed(0)} ms, home page ${r.first.toFixed(0)} ms${from}, another page ${r.cold.toFixed(0)} ms`);
  }
  console.log(
    `median of ${runs} on ${pages} pages: URL printed ${median(results.map((r) => r.url))!.toFixed(0)} ms, ` +
      `first page ${median(results.map((r) => r.first))!.toFixed(0)} ms, another page ${median(results.map((r) => r.cold))!.toFixed(0)} ms`,
  );
} finally {
  await rm(root, { recursive: true, force: true });
}
