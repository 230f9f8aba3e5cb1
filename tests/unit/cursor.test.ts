import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cursorKey, openCursor, sealCursor } from '../../lambdas/data/cursor';

const FIELDS = ['sk', 'gsi1sk'] as const;
const position = { sk: 'SYMPTOM#0a1b', gsi1sk: '2026-09-04T08:00:00.000Z#0a1b' };
const key = Buffer.alloc(32, 7);
const binding = JSON.stringify(['gsi1', 'USER#abc#SYMPTOM', '0000', '9999\uffff', null]);

describe('sealed list cursors', () => {
  const sm = mockClient(SecretsManagerClient);
  const env = { ...process.env };
  afterEach(() => {
    process.env = { ...env };
    sm.reset();
  });

  it('open for their own query, and show nothing of the position', () => {
    const cursor = sealCursor(key, binding, position);
    expect(openCursor(key, binding, cursor, FIELDS)).toEqual(position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const bytes = Buffer.from(cursor, 'base64url').toString('latin1');
    for (const part of ['SYMPTOM', '0a1b', '2026', 'sk']) expect(bytes).not.toContain(part);
    // Two seals of the same position differ (a fresh IV each time).
    expect(sealCursor(key, binding, position)).not.toBe(cursor);
  });

  it('do not open for another query, another key, or any change', () => {
    const cursor = sealCursor(key, binding, position);
    expect(openCursor(key, binding.replace('SYMPTOM', 'WELLNESS'), cursor, FIELDS)).toBeUndefined();
    expect(openCursor(Buffer.alloc(32, 8), binding, cursor, FIELDS)).toBeUndefined();
    for (let i = 0; i < cursor.length; i++) {
      const chars = [...cursor];
      chars[i] = chars[i] === 'A' ? 'B' : 'A';
      expect(openCursor(key, binding, chars.join(''), FIELDS)).toBeUndefined();
    }
    for (const bad of ['', 'A', cursor.slice(0, 30), `${cursor}A`, `${cursor}==`, 'not a cursor', '{}']) {
      expect(openCursor(key, binding, bad, FIELDS)).toBeUndefined();
    }
  });

  it('open only with exactly the fields asked for, all text', () => {
    for (const other of [
      { sk: 'x' },
      { sk: 'x', gsi1sk: 'y', extra: 'z' },
      { sk: 'x', gsi1sk: 5 },
      { sk: 'x', other: 'y' },
    ]) {
      const cursor = sealCursor(key, binding, other as never);
      expect(openCursor(key, binding, cursor, FIELDS)).toBeUndefined();
    }
    expect(openCursor(key, binding, sealCursor(key, binding, null as never), FIELDS)).toBeUndefined();
  });

  it("take the twin's key from the environment, or the stage's secret (cached), hashed to 32 bytes", async () => {
    process.env.CURSOR_KEY = 'k'.repeat(40);
    const local = await cursorKey();
    expect(local).toHaveLength(32);
    expect(local.equals(await cursorKey())).toBe(true);

    delete process.env.CURSOR_KEY;
    process.env.CURSOR_SECRET_ARN = 'arn:aws:secretsmanager:eu-south-1:123456789012:secret:cursor';
    sm.on(GetSecretValueCommand).resolves({ SecretString: 'S'.repeat(64) });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const stage = await cursorKey();
      expect(stage).toHaveLength(32);
      expect(stage.equals(local)).toBe(false);
      // Read once an hour per instance, not at every list.
      vi.setSystemTime(Date.now() + 30 * 60_000);
      await cursorKey();
      expect(sm.commandCalls(GetSecretValueCommand)).toHaveLength(1);
      vi.setSystemTime(Date.now() + 31 * 60_000);
      await cursorKey();
      expect(sm.commandCalls(GetSecretValueCommand)).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuse a secret with no text', async () => {
    delete process.env.CURSOR_KEY;
    process.env.CURSOR_SECRET_ARN = 'arn:aws:secretsmanager:eu-south-1:123456789012:secret:binary';
    sm.on(GetSecretValueCommand).resolves({ SecretBinary: new Uint8Array(64) });
    await expect(cursorKey()).rejects.toThrow('no text value');
  });

  it('refuse to work with no key, or one too short', async () => {
    delete process.env.CURSOR_KEY;
    delete process.env.CURSOR_SECRET_ARN;
    await expect(cursorKey()).rejects.toThrow('CURSOR_SECRET_ARN');
    process.env.CURSOR_KEY = 'x'.repeat(31);
    await expect(cursorKey()).rejects.toThrow('too short');
    process.env.CURSOR_KEY = 'x'.repeat(32);
    expect(await cursorKey()).toHaveLength(32);
  });
});
