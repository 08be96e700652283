import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

describe('secret box', () => {
  it('seals a secret so only a box with the same key opens it', () => {
    const box = createSecretBox('a'.repeat(32));
    const sealed = box.seal('EAAB-token');
    expect(sealed).not.toContain('EAAB-token');
    expect(box.seal('EAAB-token')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('EAAB-token');
    expect(() => createSecretBox('b'.repeat(32)).open(sealed)).toThrow();
  });

  it('refuses a tampered or foreign value', () => {
    const box = createSecretBox('a'.repeat(32));
    const [version, iv, tag, body = ''] = box.seal('a longer secret').split('.');
    const flipped = `${body.startsWith('A') ? 'B' : 'A'}${body.slice(1)}`;
    expect(() => box.open([version, iv, tag, flipped].join('.'))).toThrow();
    expect(() => box.open('plain-token')).toThrow('Not a sealed secret');
  });
});
