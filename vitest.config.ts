import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contracts',
          root: './packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          // Migrates one database image for the run; each test file gets a copy of its own (test-database.ts).
          globalSetup: ['./test/global-setup.ts'],
          // Each file opens its own database; two cores run two files at once without starving PGlite.
          maxWorkers: 2,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
          // A page test renders whole Mantine trees: about 1 s alone, but 6–15 s on two cores busy with other
          // builds, where vitest's 5 s default failed tests that pass. The time is not what they check.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
