import { defineConfig } from 'vitest/config';

const everything = ['src/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts', 'clients/**/*.test.ts'];
/** Files that replace modules (vi.mock) need a fresh module registry of their own. */
const mocksModules = ['src/page/page-lazy.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    projects: [
      // One module registry per worker, not per file: each file re-importing the service cost a
      // quarter of the suite's time. Tests share no state through modules (each starts its own
      // server, store and data directory).
      { extends: true, test: { name: 'suite', include: everything, exclude: mocksModules, isolate: false } },
      { extends: true, test: { name: 'module-mocks', include: mocksModules, isolate: true } },
    ],
  },
});
