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
  },
});
