import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// Compiled by `npm run build:lib`, which the e2e run needs anyway for bin/quire.js.
import { createStaticHandler } from '../lib/src/dev/static-server.js';

/** A docs folder built by the CLI into a temporary folder and served statically, as any static host would. */
export interface ServedSite {
  /** The built output folder. */
  out: string;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Stops the server and deletes the output. */
  close(): Promise<void>;
}

export async function buildAndServe(root: string, opts: { args?: string[]; env?: NodeJS.ProcessEnv } = {}): Promise<ServedSite> {
  const out = mkdtempSync(join(tmpdir(), 'quire-e2e-site-'));
  execFileSync(process.execPath, ['bin/quire.js', 'build', root, '--out', out, ...(opts.args ?? [])], {
    stdio: 'pipe',
    ...(opts.env && { env: { ...process.env, ...opts.env } }),
  });
  const handler = createStaticHandler(out);
  const server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    out,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      await new Promise((done) => server.close(done));
      rmSync(out, { recursive: true, force: true });
    },
  };
}
