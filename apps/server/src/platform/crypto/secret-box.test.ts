import { describe, expect, it } from 'vitest';
import { sealV1 } from '../../test/legacy-secret-box.ts';
import { createSecretBox } from './secret-box.ts';

const k1 = { id: 'k1', secret: Buffer.alloc(32, 1) };
const k2 = { id: 'k2', secret: Buffer.alloc(32, 2) };
const jwtSecret = 'j'.repeat(32);

describe('secret box', () => {
  it('seals a secret so only a box with the same key opens it', () => {
    const box = createSecretBox({ keys: [k1] });
    const sealed = box.seal('EAAB-token');
    expect(sealed).not.toContain('EAAB-token');
    expect(box.seal('EAAB-token')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('EAAB-token');
    expect(() =>
      createSecretBox({ keys: [{ id: 'k1', secret: Buffer.alloc(32, 9) }] }).open(sealed),
    ).toThrow();
  });

  it('seals with the newest key and names it in the value', () => {
    const box = createSecretBox({ keys: [k2, k1] });
    const sealed = box.seal('EAAB-token');
    expect(sealed.startsWith('v2.k2.')).toBe(true);
    expect(sealed.startsWith(box.currentPrefix)).toBe(true);
    expect(createSecretBox({ keys: [k2] }).open(sealed)).toBe('EAAB-token');
  });

  it('still opens a value sealed by an older key that is still listed', () => {
    const sealedByK1 = createSecretBox({ keys: [k1] }).seal('EAAB-token');
    const rotated = createSecretBox({ keys: [k2, k1] });
    expect(rotated.open(sealedByK1)).toBe('EAAB-token');
    expect(sealedByK1.startsWith(rotated.currentPrefix)).toBe(false);
  });

  it('fails clearly when the key that sealed a value is no longer listed', () => {
    const sealedByK1 = createSecretBox({ keys: [k1] }).seal('EAAB-token');
    expect(() => createSecretBox({ keys: [k2] }).open(sealedByK1)).toThrow(
      'Sealed with encryption key "k1", which ENCRYPTION_KEYS does not list',
    );
  });

  it('opens values sealed with the JWT secret (v1), current or previous, and re-seals them as v2', () => {
    const legacy = sealV1('EAAB-old', jwtSecret);
    const box = createSecretBox({ keys: [k1], legacySecrets: [jwtSecret] });
    expect(box.open(legacy)).toBe('EAAB-old');
    expect(legacy.startsWith(box.currentPrefix)).toBe(false);
    expect(box.open(box.seal(box.open(legacy)))).toBe('EAAB-old');
    const afterJwtRotation = createSecretBox({ keys: [k1], legacySecrets: ['n'.repeat(32), jwtSecret] });
    expect(afterJwtRotation.open(legacy)).toBe('EAAB-old');
    expect(() => createSecretBox({ keys: [k1], legacySecrets: ['n'.repeat(32)] }).open(legacy)).toThrow(/v1/);
  });

  it('refuses a tampered, relabelled or foreign value', () => {
    const box = createSecretBox({ keys: [k2, k1] });
    const [version, keyId, iv, tag, body = ''] = box.seal('a longer secret').split('.');
    const flipped = `${body.startsWith('A') ? 'B' : 'A'}${body.slice(1)}`;
    expect(() => box.open([version, keyId, iv, tag, flipped].join('.'))).toThrow();
    expect(() => box.open([version, 'k1', iv, tag, body].join('.'))).toThrow();
    expect(() => box.open('plain-token')).toThrow('Not a sealed secret');
    expect(() => box.open('v2.k2.only-three')).toThrow('Not a sealed secret');
  });
});
