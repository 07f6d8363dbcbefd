import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts', 'themes/**/*.test.ts'],
    // Integration tests build whole sites; two cores, so keep workers modest.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
  },
});
