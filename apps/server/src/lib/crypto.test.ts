import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, hashPassword, passwordHashCost, verifyPassword } from './crypto.ts';

describe('password hashing', () => {
  it('verifies the right password and rejects others, with parameters in the hash', async () => {
    const hash = await hashPassword('s3cret-pass', 2 ** 10);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(passwordHashCost(hash)).toBe(1024);
    expect(await verifyPassword('s3cret-pass', hash)).toBe(true);
    expect(await verifyPassword('s3cret-pasS', hash)).toBe(false);
    expect(await verifyPassword('s3cret-pass', 'garbage')).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same', 1024)).not.toBe(await hashPassword('same', 1024));
  });

  it('works at the production cost', async () => {
    const hash = await hashPassword('production', 2 ** 17);
    expect(await verifyPassword('production', hash)).toBe(true);
  });
});

describe('secret encryption', () => {
  const key = 'a-secret-key-that-is-long-enough-123';

  it('round-trips and never contains the plain text', () => {
    const sealed = encryptSecret('sk-live-abcdef123456', key);
    expect(sealed).not.toContain('abcdef');
    expect(decryptSecret(sealed, key)).toBe('sk-live-abcdef123456');
  });

  it('fails on a tampered ciphertext or the wrong key', () => {
    const sealed = encryptSecret('value', key);
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(() => decryptSecret(parts.join('.'), key)).toThrow();
    expect(() => decryptSecret(sealed, `${key}x`)).toThrow();
  });
});
