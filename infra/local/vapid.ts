import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

/**
 * The twin's VAPID key pair (RFC 8292): made on first start and kept, git-ignored, with the twin's data, so
 * that the browsers that subscribed keep receiving after a restart. A twin without a data directory (the
 * tests) makes a fresh pair per run. In AWS the stage's private key lives in Secrets Manager.
 */
export interface VapidPair {
  publicKey: string;
  privateKey: string;
}

const valid = (v: unknown): v is VapidPair =>
  typeof v === 'object' &&
  v !== null &&
  /^[A-Za-z0-9_-]{87}$/.test(String((v as VapidPair).publicKey)) &&
  /^[A-Za-z0-9_-]{43}$/.test(String((v as VapidPair).privateKey));

export function localVapidKeys(dataDir?: string): VapidPair {
  if (!dataDir) return webpush.generateVAPIDKeys();
  const file = path.join(dataDir, 'vapid.json');
  if (existsSync(file)) {
    try {
      const stored = JSON.parse(readFileSync(file, 'utf8')) as unknown;
      if (valid(stored)) return { publicKey: stored.publicKey, privateKey: stored.privateKey };
    } catch {
      // A damaged file: make a new pair (the browsers subscribe again when they next open the app).
    }
  }
  const keys = webpush.generateVAPIDKeys();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return keys;
}
