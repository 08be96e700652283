/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleBudget } from './build/bundle-budget.ts';
import { precompress } from './build/precompress.ts';

export default defineConfig({
  plugins: [
    react(),
    // The first screens' JavaScript must stay within budget: the build fails above it.
    bundleBudget({
      screens: [
        {
          name: 'sign-in page',
          pages: /features[\\/]auth[\\/]pages[\\/]LoginPage\.tsx$/,
          budgetBytes: 250 * 1024,
        },
        {
          name: 'sign-up page',
          pages: /features[\\/]auth[\\/]pages[\\/]SignupPage\.tsx$/,
          budgetBytes: 250 * 1024,
        },
        {
          name: 'signed-in shell (Home)',
          pages:
            /features[\\/](shell[\\/](components[\\/]AppLayout|pages[\\/]HomePage)|global-search[\\/]GlobalSearchLauncher|billing[\\/]components[\\/](BillingGate|PaymentActionNotice))\.tsx$/,
          budgetBytes: 300 * 1024,
        },
      ],
    }),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/auth/api': 'http://localhost:3000',
      '/reports/api': 'http://localhost:3000',
      '/tools/api': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 3,
            },
            // The first screen's libraries, one chunk each: only the modules the entry loads ($initial); the
            // rest of Mantine and the small libraries split by the import graph, loading with their screens.
            {
              name: 'mantine',
              test: /node_modules[\\/]@mantine[\\/](core|hooks|notifications)[\\/]/,
              tags: ['$initial'],
              priority: 2,
            },
            {
              name: 'vendor',
              test: /node_modules[\\/]/,
              tags: ['$initial'],
              priority: 1,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    isolate: false,
    // Above the async queries' 5 s (src/test/setup.ts), so a slow first render fails as the query's error.
    testTimeout: 15_000,
  },
});
