/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleBudget } from './build/bundle-budget.ts';
import { precompress } from './build/precompress.ts';

export default defineConfig({
  plugins: [
    react(),
    // The sign-in page is the first screen; its JavaScript must stay within budget.
    bundleBudget({ firstPage: /features[\\/]auth[\\/]pages[\\/]LoginPage\.tsx$/ }),
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
            // The first screen's libraries. Everything else (charts, dates, drag and drop, virtual lists)
            // is split by the import graph, so it loads with the screens that use it.
            {
              name: 'mantine',
              test: /node_modules[\\/]@mantine[\\/](core|hooks|notifications)[\\/]/,
              priority: 2,
            },
            {
              name: 'vendor',
              test: /node_modules[\\/](@tanstack[\\/](react-)?query|zod|clsx|dayjs|@floating-ui|react-remove-scroll|react-number-format|react-textarea-autosize|tabbable|use-callback-ref|use-sidecar|tslib|get-nonce|detect-node-es|react-style-singleton|aria-hidden|@tabler)/,
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
