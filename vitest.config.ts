import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts', 'themes/**/*.test.ts'],
    // Integration tests build whole sites; two cores, so keep workers modest.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    // Hooks create and delete whole sites (one holds 100,000 files); on a loaded CI machine
    // deleting those took over Vitest's default 10 s.
    hookTimeout: 120_000,
    // Sites built in temporary folders keep their caches in a user cache folder
    // (src/site/cache-dir.ts): the tests' own one, not the user's ~/.cache/quire.
    env: { QUIRE_CACHE_HOME: join(tmpdir(), 'quire-test-cache') },
  },
});
