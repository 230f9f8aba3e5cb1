import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The server half of Cognito's SRP-6a (USER_SRP_AUTH + PASSWORD_VERIFIER), as Amplify v6's client computes
 * it (3072-bit group, SHA-256, "Caldera Derived Key" HKDF). cognito-local has no SRP, and Amplify signs in
 * with SRP by default: the local twin adds it so the SPA runs unchanged against the emulator.
 */
const N_HEX =
  'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
  'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
  'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
  '83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
  'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
  '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
  'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
  'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF';

export const N = BigInt(`0x${N_HEX}`);
export const g = 2n;

/** Java BigInteger.toByteArray() as hex: even length, a leading 00 when the top bit is set (positive values). */
export function padHex(value: bigint): string {
  if (value < 0n) throw new Error('padHex expects a non-negative value');
  let hex = value.toString(16);
  if (hex.length % 2 === 1) hex = `0${hex}`;
  if (/^[89a-f]/i.test(hex)) hex = `00${hex}`;
  return hex;
}

const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hashHex = (hex: string) => sha256Hex(Buffer.from(hex, 'hex'));
const toBig = (hex: string) => BigInt(`0x${hex}`);

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = ((base % modulus) + modulus) % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    e >>= 1n;
    b = (b * b) % modulus;
  }
  return result;
}

const k = toBig(hashHex(padHex(N) + padHex(g)));

/** The user pool's "name" in SRP: the part of the pool id after the underscore. */
export const poolNameOf = (userPoolId: string) => userPoolId.split('_')[1] ?? '';

function verifierOf(poolName: string, userId: string, password: string, salt: bigint): bigint {
  const inner = sha256Hex(`${poolName}${userId}:${password}`);
  const x = toBig(hashHex(padHex(salt) + inner));
  return modPow(g, x, N);
}

export const randomSalt = () => toBig(randomBytes(16).toString('hex'));
export const newSecretBlock = () => randomBytes(64).toString('base64');

/** B = k·v + g^b (mod N), with v derived from the stored password (the emulator keeps plain passwords). */
export function computeB(
  poolName: string,
  userId: string,
  password: string,
  salt: bigint,
  b: bigint,
): bigint {
  const v = verifierOf(poolName, userId, password, salt);
  return (k * v + modPow(g, b, N)) % N;
}

export function newPrivateB(): bigint {
  return toBig(randomBytes(32).toString('hex')) % N;
}

/** Cognito's "Caldera Derived Key": HKDF-SHA256 (RFC 5869) of the SRP secret salted with u, 16 bytes. */
export function calderaKey(ikm: Buffer, salt: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', ikm, salt, 'Caldera Derived Key', 16));
}

export interface VerifyInput {
  poolName: string;
  userId: string;
  password: string;
  salt: bigint;
  b: bigint;
  B: bigint;
  A: bigint;
  secretBlock: string;
  timestamp: string;
  signature: string;
}

/** Checks the client's PASSWORD_CLAIM_SIGNATURE; true only if the client knew the password. */
export function verifyPasswordClaim(input: VerifyInput): boolean {
  if (input.A % N === 0n) return false;
  const u = toBig(hashHex(padHex(input.A) + padHex(input.B)));
  if (u === 0n) return false;
  const v = verifierOf(input.poolName, input.userId, input.password, input.salt);
  const S = modPow(input.A * modPow(v, u, N), input.b, N);
  const key = calderaKey(Buffer.from(padHex(S), 'hex'), Buffer.from(padHex(u), 'hex'));
  const message = Buffer.concat([
    Buffer.from(input.poolName, 'utf8'),
    Buffer.from(input.userId, 'utf8'),
    Buffer.from(input.secretBlock, 'base64'),
    Buffer.from(input.timestamp, 'utf8'),
  ]);
  const expected = createHmac('sha256', key).update(message).digest();
  const given = Buffer.from(input.signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Parses a hex string from the client into a bigint, or undefined if it is not hex. */
export function parseHex(hex: unknown): bigint | undefined {
  if (typeof hex !== 'string' || !/^[0-9a-f]+$/i.test(hex) || hex.length > 2048) return undefined;
  return toBig(hex);
}
