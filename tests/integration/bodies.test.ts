import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, signInWithSrp, twin, verifiedAccount, type Tokens } from '../support/accounts';
import { validBody } from '../support/records';

/** Bodies the API cannot trust: not JSON, not UTF-8, or text with control characters. Nothing is stored. */
let user: Tokens;
beforeAll(async () => {
  const account = await verifiedAccount({ name: 'Corpi' });
  user = await signInWithSrp(account.email, account.password);
});

const put = (id: string, body: string | Buffer, type?: string) =>
  fetch(`${twin().apiUrl}/symptoms/${id}`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${user.accessToken}`,
      'accept-language': 'it',
      ...(type ? { 'content-type': type } : {}),
    },
    // A Buffer goes out as its bytes (the DOM typings do not list it).
    body: body as unknown as string,
  });
const stored = async (id: string) => (await callApi('GET', `/symptoms/${id}`, user.accessToken)).status;

describe('bodies that cannot be trusted', () => {
  it('answers 415 to a body that says it is not JSON, and takes JSON with a charset', async () => {
    const json = JSON.stringify(validBody.symptoms());
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonx',
    ]) {
      const id = randomUUID();
      const response = await put(id, json, type);
      expect(response.status, type).toBe(415);
      expect((await response.json()).error).toMatchObject({
        code: 'unsupported_media_type',
        message: 'Il contenuto della richiesta deve essere in formato JSON (application/json).',
      });
      expect(await stored(id)).toBe(404);
    }
    expect((await put(randomUUID(), json, 'application/json; charset=utf-8')).status).toBe(201);
  });

  it('answers 400 to bytes that are not UTF-8 instead of storing replacement characters', async () => {
    const id = randomUUID();
    const json = Buffer.from(JSON.stringify({ ...validBody.symptoms(), notes: 'XX' }));
    const at = json.indexOf('XX');
    json[at] = 0xc3; // the start of a two-byte character…
    json[at + 1] = 0x28; // …followed by a byte that cannot continue it
    const response = await put(id, json, 'application/json');
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('invalid_json');
    expect(await stored(id)).toBe(404);
  });

  it.each([
    ['NUL', 'mal di testa\u0000'],
    ['an escape sequence', 'nota \u001b[31mrossa'],
    ['a C1 control', 'nota\u0085'],
  ])('refuses %s in a text field, and keeps new lines and tabs', async (_, notes) => {
    const id = randomUUID();
    const response = await callApi('PUT', `/symptoms/${id}`, user.accessToken, {
      body: { ...validBody.symptoms(), notes },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.details).toEqual([
      { path: 'notes', issue: 'contiene caratteri di controllo non ammessi' },
    ]);
    expect(await stored(id)).toBe(404);
    const fine = await callApi('PUT', `/symptoms/${randomUUID()}`, user.accessToken, {
      body: { ...validBody.symptoms(), notes: 'prima riga\nseconda\triga\r\nterza' },
    });
    expect(fine.status).toBe(201);
  });
});
