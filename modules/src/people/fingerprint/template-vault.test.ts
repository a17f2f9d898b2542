import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fingerprintKey, openTemplate, sealTemplate } from './template-vault.js';

describe('the template vault', () => {
  it('encrypts with AES-256-GCM bound to the member and finger', () => {
    const key = randomBytes(32);
    const sealed = sealTemplate(key, 'm1', 6, 'TEMPLATEDATA');
    expect(sealed.ciphertext.toString('utf8')).not.toContain('TEMPLATE');
    expect(openTemplate(key, 'm1', 6, sealed)).toBe('TEMPLATEDATA');
    expect(() => openTemplate(key, 'm2', 6, sealed)).toThrow();
    expect(() => openTemplate(randomBytes(32), 'm1', 6, sealed)).toThrow();
  });

  it('takes the key from GYM_FINGERPRINT_KEY, else creates one in the data directory readable by its owner only', () => {
    const hex = randomBytes(32).toString('hex');
    expect(fingerprintKey({ GYM_FINGERPRINT_KEY: hex }).toString('hex')).toBe(hex);
    expect(() => fingerprintKey({ GYM_FINGERPRINT_KEY: 'short' })).toThrow(/32 bytes/);
    const dir = mkdtempSync(join(tmpdir(), 'fp-key-'));
    const first = fingerprintKey({ GYM_DATA_DIR: dir });
    expect(first).toHaveLength(32);
    expect(fingerprintKey({ GYM_DATA_DIR: dir })).toEqual(first);
    expect(statSync(join(dir, 'fingerprint.key')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dir, 'fingerprint.key'), 'utf8')).toBe(first.toString('base64'));
    expect(() => fingerprintKey({})).toThrow(/GYM_FINGERPRINT_KEY/);
  });
});
