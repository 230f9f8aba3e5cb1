import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localVapidKeys } from '../../infra/local/vapid';

describe("the twin's VAPID keys", () => {
  it('are made once and kept with the twin’s data, readable by the owner only', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vapid-'));
    const first = localVapidKeys(dir);
    expect(first.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(localVapidKeys(dir)).toEqual(first);
    expect(statSync(path.join(dir, 'vapid.json')).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(path.join(dir, 'vapid.json'), 'utf8'))).toEqual(first);
  });

  it('are made again when the file is damaged, and fresh for every twin without a data directory', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vapid-'));
    writeFileSync(path.join(dir, 'vapid.json'), '{"publicKey": "short"');
    const made = localVapidKeys(dir);
    expect(made.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(localVapidKeys(dir)).toEqual(made);
    expect(localVapidKeys().publicKey).not.toBe(localVapidKeys().publicKey);
  });
});
