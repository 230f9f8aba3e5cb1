import fc from 'fast-check';
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { calderaKey } from '../../infra/local/cognito/srp';

/** The derivation as Amplify's SRP client writes it out (and as the twin did by hand before `hkdfSync`). */
function twoHmacs(ikm: Buffer, salt: Buffer): Buffer {
  const prk = createHmac('sha256', salt).update(ikm).digest();
  const info = Buffer.concat([Buffer.from('Caldera Derived Key', 'utf8'), Buffer.from([1])]);
  return createHmac('sha256', prk).update(info).digest().subarray(0, 16);
}

describe("the local Cognito's SRP key derivation", () => {
  it('gives the value the hand-written HKDF gave, on RFC 5869 test case 1 inputs', () => {
    const ikm = Buffer.from('0b'.repeat(22), 'hex');
    const salt = Buffer.from('000102030405060708090a0b0c', 'hex');
    expect(calderaKey(ikm, salt).toString('hex')).toBe('ce253c5ac764b91b6226e7710eb6f936');
  });

  it("equals the client's two-HMAC formula for any secret and salt", () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 1, maxLength: 400 }),
        fc.uint8Array({ maxLength: 64 }),
        (s, u) => {
          const [ikm, salt] = [Buffer.from(s), Buffer.from(u)];
          expect(calderaKey(ikm, salt).equals(twoHmacs(ikm, salt))).toBe(true);
        },
      ),
    );
  });
});
