import { describe, expect, it } from 'vitest';
import { firstScreenChunks, type BuiltChunk } from './bundle-budget.ts';

const chunk = (fileName: string, overrides: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  code: `export const name = ${JSON.stringify(fileName.repeat(50))};`,
  isEntry: false,
  imports: [],
  facadeModuleId: null,
  ...overrides,
});

describe('the first screen’s JavaScript', () => {
  const chunks = [
    chunk('index.js', { isEntry: true, imports: ['react.js', 'mantine.js'] }),
    chunk('react.js'),
    chunk('mantine.js', { imports: ['react.js'] }),
    chunk('LoginPage.js', {
      facadeModuleId: '/src/features/auth/pages/LoginPage.tsx',
      imports: ['forms.js'],
    }),
    chunk('forms.js'),
    chunk('ReportPage.js', {
      facadeModuleId: '/src/features/analytics/pages/ReportPage.tsx',
      imports: ['charts.js'],
    }),
    chunk('charts.js'),
  ];

  it('is the entry, the sign-in page and what they import, each once', () => {
    const loaded = firstScreenChunks(chunks, /LoginPage\.tsx$/).map((item) => item.fileName);
    expect(loaded.sort()).toEqual(['LoginPage.js', 'forms.js', 'index.js', 'mantine.js', 'react.js']);
  });

  it('leaves out the lazily loaded pages, such as the report and its charts', () => {
    const loaded = firstScreenChunks(chunks, /LoginPage\.tsx$/).map((item) => item.fileName);
    expect(loaded).not.toContain('ReportPage.js');
    expect(loaded).not.toContain('charts.js');
  });

  it('measures each chunk gzipped', () => {
    const [entry] = firstScreenChunks([chunks[0]!], /never/);
    expect(entry!.gzipBytes).toBeGreaterThan(0);
    expect(entry!.gzipBytes).toBeLessThan(chunks[0]!.code.length);
  });
});
