import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { readSecret } from '../lib/secrets';

/**
 * List cursors the client cannot read or forge: the position (a key of the caller's own list) sealed with
 * AES-256-GCM under the stage's cursor key, bound to its query (whose list, which range, which filter) as
 * associated data. A cursor of another list, user or range, a garbled one or one sealed with another key
 * does not open. Nothing of the key schema or the `sub` is readable in it.
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** 64 characters of letters and digits carry about 380 bits. */
const MIN_SECRET_CHARS = 32;
const MAX_AGE_SECONDS = 3600;

/**
 * The stage's cursor key, 32 bytes hashed from a secret text: in AWS the stage's secret (CURSOR_SECRET_ARN,
 * 64 random characters made by the stack, read through Powertools Parameters and cached), in the twin the
 * environment (CURSOR_KEY, made at its start).
 */
export async function cursorKey(): Promise<Buffer> {
  const text = process.env.CURSOR_KEY ?? (await secretKey());
  if (text.length < MIN_SECRET_CHARS) throw new Error('The cursor secret is too short');
  // Stryker disable next-line StringLiteral: equivalent, Node reads text as UTF-8 by default
  return createHash('sha256').update(text, 'utf8').digest();
}

async function secretKey(): Promise<string> {
  const arn = process.env.CURSOR_SECRET_ARN;
  if (!arn) throw new Error('No cursor key: CURSOR_SECRET_ARN is not set');
  const value = await readSecret(arn, { maxAge: MAX_AGE_SECONDS });
  if (typeof value !== 'string') throw new Error('The cursor secret has no text value');
  return value;
}

/** Seals a position for the query named by `binding`. */
export function sealCursor(key: Buffer, binding: string, position: Record<string, string>): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  // Stryker disable next-line StringLiteral: equivalent, Node reads text as UTF-8 by default
  cipher.setAAD(Buffer.from(binding, 'utf8'));
  // Stryker disable next-line StringLiteral: equivalent, as above
  const sealed = Buffer.concat([cipher.update(JSON.stringify(position), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The position sealed for this very query, or undefined for any cursor that does not verify. */
export function openCursor(
  key: Buffer,
  binding: string,
  cursor: string,
  fields: readonly string[],
): Record<string, string> | undefined {
  try {
    const bytes = Buffer.from(cursor, 'base64url');
    // Only the canonical spelling opens (base64url reads past characters it does not know); a cursor too
    // short for its IV and tag fails at setAuthTag or at final().
    if (bytes.toString('base64url') !== cursor) return undefined;
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    // Stryker disable next-line StringLiteral: equivalent, Node reads text as UTF-8 by default
    decipher.setAAD(Buffer.from(binding, 'utf8'));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const text = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
    const position = JSON.parse(text) as Record<string, unknown>;
    const valid =
      Object.keys(position).length === fields.length && fields.every((f) => typeof position[f] === 'string');
    return valid ? (position as Record<string, string>) : undefined;
    // Stryker disable next-line BlockStatement: equivalent, the function answers undefined without it too
  } catch {
    return undefined;
  }
}
