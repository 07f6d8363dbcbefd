import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
// Compiled by `npm run build:lib`, which the e2e run needs anyway for bin/quire.js.
import { createStaticHandler } from '../lib/src/dev/static-server.js';
import { sharedBuild } from './shared-builds.js';

/**
 * A docs folder built by the CLI and served statically, as any static host would. The build is
 * shared with every other worker and project of the run that builds the same content the same
 * way (shared-builds.ts).
 */
export interface ServedSite {
  /** The built output folder (shared: never write into it). */
  out: string;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Stops the server (the run's global teardown deletes the output). */
  close(): Promise<void>;
}

export async function buildAndServe(root: string, opts: { args?: string[]; env?: NodeJS.ProcessEnv } = {}): Promise<ServedSite> {
  const out = await sharedBuild(root, opts);
  const handler = createStaticHandler(out);
  const server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    out,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      await new Promise((done) => server.close(done));
    },
  };
}
