import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, signInWithSrp, verifiedAccount, type Tokens } from '../support/accounts';
import { KINDS, newId, validBody } from '../support/records';
import { storedItem } from '../support/table';
import { bodiesWithUnknownFields, withoutUnknown } from '../support/unknown-fields';

let a: Tokens;
let b: Tokens;

beforeAll(async () => {
  const [accountA, accountB] = await Promise.all([
    verifiedAccount({ name: 'Anna' }),
    verifiedAccount({ name: 'Bruno' }),
  ]);
  a = await signInWithSrp(accountA.email, accountA.password);
  b = await signInWithSrp(accountB.email, accountB.password);
});

const changeFor: Record<(typeof KINDS)[number], Record<string, unknown>> = {
  symptoms: { severity: 3, endedAt: '2026-11-21T07:00:00+01:00' },
  medications: { active: false },
  wellness: { mood: 5 },
  appointments: { place: 'Casa della Salute, Navile' },
};

describe.each(KINDS)('%s through the local gateway', (kind) => {
  it('creates, reads, updates with its version, refuses a stale version, and deletes idempotently with undo', async () => {
    const id = newId();
    const body = validBody[kind]();
    const created = await callApi('PUT', `/${kind}/${id}`, a.accessToken, { body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id, version: 1 });
    expect(created.body.createdAt).toBe(created.body.updatedAt);

    // A retried PUT (same content) changes nothing.
    const retried = await callApi('PUT', `/${kind}/${id}`, a.accessToken, { body });
    expect(retried.status).toBe(200);
    expect(retried.body.version).toBe(1);

    const read = await callApi('GET', `/${kind}/${id}`, a.accessToken);
    expect(read.status).toBe(200);
    const { version: _v, ...content } = body;
    expect(read.body).toMatchObject(content);

    const updated = await callApi('PUT', `/${kind}/${id}`, a.accessToken, {
      body: { ...body, ...changeFor[kind], version: 1 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ ...changeFor[kind], version: 2 });

    // An edit based on version 1 arrives late: 409, and nothing is lost.
    const stale = await callApi('PUT', `/${kind}/${id}`, a.accessToken, {
      body: { ...body, notes: 'vecchia modifica', version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe('I dati sono stati modificati nel frattempo. Ricarica e riprova.');
    expect((await callApi('GET', `/${kind}/${id}`, a.accessToken)).body).toMatchObject({
      ...changeFor[kind],
      version: 2,
    });

    expect((await callApi('DELETE', `/${kind}/${id}`, a.accessToken)).status).toBe(204);
    expect((await callApi('DELETE', `/${kind}/${id}`, a.accessToken)).status).toBe(204);
    expect((await callApi('GET', `/${kind}/${id}`, a.accessToken)).status).toBe(404);
    const listed = await callApi('GET', `/${kind}`, a.accessToken);
    expect(listed.body.items.map((i: { id: string }) => i.id)).not.toContain(id);

    // Undo: put it back at the version the delete left.
    const undone = await callApi('PUT', `/${kind}/${id}`, a.accessToken, {
      body: { ...body, ...changeFor[kind], version: 3 },
    });
    expect(undone.status).toBe(201);
    expect(undone.body.version).toBe(4);
    expect((await callApi('GET', `/${kind}/${id}`, a.accessToken)).status).toBe(200);
  });

  it("never shows or changes another user's record: 404 on every verb, and the owner's data unchanged", async () => {
    const id = newId();
    await callApi('PUT', `/${kind}/${id}`, a.accessToken, { body: validBody[kind]() });
    expect((await callApi('GET', `/${kind}/${id}`, b.accessToken)).status).toBe(404);
    expect((await callApi('DELETE', `/${kind}/${id}`, b.accessToken)).status).toBe(404);
    // B "changing" A's record by id: not found in B's space, and A's record is untouched.
    const attempt = await callApi('PUT', `/${kind}/${id}`, b.accessToken, {
      body: { ...validBody[kind](), ...changeFor[kind], version: 1 },
    });
    expect(attempt.status).toBe(404);
    expect(
      (await callApi('GET', `/${kind}`, b.accessToken)).body.items.map((i: { id: string }) => i.id),
    ).not.toContain(id);
    const mine = await callApi('GET', `/${kind}/${id}`, a.accessToken);
    expect(mine.status).toBe(200);
    expect(mine.body.version).toBe(1);
  });
});

describe('listing', () => {
  it('pages across many records newest first, within a date range, with a cursor that cannot be forged', async () => {
    const account = await verifiedAccount({ name: 'Paging' });
    const user = await signInWithSrp(account.email, account.password);
    const days = Array.from({ length: 45 }, (_, i) => `2026-10-${String((i % 31) + 1).padStart(2, '0')}`);
    const ids: string[] = [];
    for (let i = 0; i < 45; i++) {
      const id = newId();
      ids.push(id);
      const startedAt = `${days[i]}T${String(8 + (i % 12)).padStart(2, '0')}:00:00+01:00`;
      const put = await callApi('PUT', `/symptoms/${id}`, user.accessToken, {
        body: validBody.symptoms({ startedAt, severity: i % 11 }),
      });
      expect(put.status).toBe(201);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const qs: string = `?limit=10${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = await callApi('GET', `/symptoms${qs}`, user.accessToken);
      expect(page.status).toBe(200);
      expect(page.body.items.length).toBeLessThanOrEqual(10);
      seen.push(...page.body.items.map((i: { id: string }) => i.id));
      const times = page.body.items.map((i: { startedAt: string }) => Date.parse(i.startedAt));
      expect([...times].sort((x, y) => y - x)).toEqual(times);
      cursor = page.body.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(5);
    expect(new Set(seen)).toEqual(new Set(ids));

    const range = await callApi('GET', '/symptoms?from=2026-10-05&to=2026-10-06&limit=200', user.accessToken);
    expect(range.body.items.length).toBeGreaterThan(0);
    for (const item of range.body.items)
      expect(item.startedAt.slice(0, 10) >= '2026-10-05' && item.startedAt.slice(0, 10) <= '2026-10-06').toBe(
        true,
      );

    // Another user's cursor, or a made-up one, is refused with 400 (not a 500, not their data).
    const first = await callApi('GET', '/symptoms?limit=1', user.accessToken);
    const theirs = await callApi(
      'GET',
      `/symptoms?cursor=${encodeURIComponent(first.body.nextCursor)}`,
      a.accessToken,
    );
    expect(theirs.status).toBe(400);
    expect((await callApi('GET', '/symptoms?cursor=bm90LWEtY3Vyc29y', user.accessToken)).status).toBe(400);
    // The cursor is opaque: neither the caller's sub nor the key schema can be read in it.
    const bytes = Buffer.from(first.body.nextCursor, 'base64url').toString('latin1');
    for (const secret of [user.sub, 'SYMPTOM', 'gsi1', '2026-']) expect(bytes).not.toContain(secret);
    // The caller's own cursor with one character changed, or asked for another range: 400, saying so.
    const chars = [...first.body.nextCursor];
    chars[20] = chars[20] === 'A' ? 'B' : 'A';
    for (const query of [`cursor=${chars.join('')}`, `from=2026-10-01&cursor=${first.body.nextCursor}`]) {
      const refused = await callApi('GET', `/symptoms?${query}`, user.accessToken);
      expect(refused.status).toBe(400);
      expect(refused.body.error.details).toEqual([
        { path: 'cursor', issue: expect.stringContaining('segnaposto') },
      ]);
    }
    expect((await callApi('GET', `/symptoms?cursor=${first.body.nextCursor}`, user.accessToken)).status).toBe(
      200,
    );
    expect((await callApi('GET', '/symptoms?limit=0', user.accessToken)).status).toBe(400);
    expect((await callApi('GET', '/symptoms?from=ieri', user.accessToken)).status).toBe(400);
  });
});

describe('concurrency', () => {
  it('50 concurrent PUTs of the same id with the same version: exactly one wins, the rest get 409', async () => {
    const id = newId();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        callApi('PUT', `/symptoms/${id}`, a.accessToken, {
          body: validBody.symptoms({ notes: `scrittura ${i}` }),
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const winner = results.find((r) => r.status === 201)?.body.notes;
    expect((await callApi('GET', `/symptoms/${id}`, a.accessToken)).body).toMatchObject({
      version: 1,
      notes: winner,
    });
  });
});

describe('the dose log', () => {
  it("records doses under the caller's medication only", async () => {
    const medicationId = newId();
    await callApi('PUT', `/medications/${medicationId}`, a.accessToken, { body: validBody.medications() });
    const doseId = newId();
    const taken = await callApi('PUT', `/medications/${medicationId}/doses/${doseId}`, a.accessToken, {
      body: validBody.doses(),
    });
    expect(taken.status).toBe(201);
    expect(taken.body).toMatchObject({ status: 'taken', medicationId, version: 1 });
    const skipped = await callApi('PUT', `/medications/${medicationId}/doses/${newId()}`, a.accessToken, {
      body: validBody.doses({
        status: 'skipped',
        takenAt: undefined,
        scheduledFor: '2026-11-21T20:00:00+01:00',
      }),
    });
    expect(skipped.status).toBe(201);
    const list = await callApi('GET', `/medications/${medicationId}/doses`, a.accessToken);
    expect(list.body.items.map((d: { status: string }) => d.status)).toEqual(['skipped', 'taken']);

    expect((await callApi('GET', `/medications/${medicationId}/doses`, b.accessToken)).status).toBe(404);
    expect(
      (
        await callApi('PUT', `/medications/${medicationId}/doses/${newId()}`, b.accessToken, {
          body: validBody.doses(),
        })
      ).status,
    ).toBe(404);
    expect(
      (await callApi('DELETE', `/medications/${medicationId}/doses/${doseId}`, b.accessToken)).status,
    ).toBe(404);
    expect(
      (await callApi('DELETE', `/medications/${medicationId}/doses/${doseId}`, a.accessToken)).status,
    ).toBe(204);
  });

  it('keeps a dose with its medication: through another medication it is not found and nothing changes', async () => {
    const [first, second] = [newId(), newId()];
    for (const id of [first, second]) {
      await callApi('PUT', `/medications/${id}`, a.accessToken, { body: validBody.medications() });
    }
    const doseId = newId();
    const made = await callApi('PUT', `/medications/${second}/doses/${doseId}`, a.accessToken, {
      body: validBody.doses(),
    });
    expect(made.status).toBe(201);
    // Moving it under the first medication, at its current version: 404.
    const moved = await callApi('PUT', `/medications/${first}/doses/${doseId}`, a.accessToken, {
      body: validBody.doses({ version: made.body.version, status: 'skipped', takenAt: undefined }),
    });
    expect(moved.status).toBe(404);
    expect((await callApi('DELETE', `/medications/${first}/doses/${doseId}`, a.accessToken)).status).toBe(
      404,
    );
    const kept = await callApi('GET', `/medications/${second}/doses`, a.accessToken);
    expect(kept.body.items).toEqual([
      expect.objectContaining({ id: doseId, status: 'taken', medicationId: second }),
    ]);
    expect((await callApi('GET', `/medications/${first}/doses`, a.accessToken)).body.items).toEqual([]);
  });

  it('keeps the doses of a deleted medication as history, takes no new one on it, and shows them again on undo', async () => {
    const account = await verifiedAccount({ name: 'Storico' });
    const user = await signInWithSrp(account.email, account.password);
    const medication = newId();
    const saved = await callApi('PUT', `/medications/${medication}`, user.accessToken, {
      body: validBody.medications(),
    });
    const dose = newId();
    await callApi('PUT', `/medications/${medication}/doses/${dose}`, user.accessToken, {
      body: validBody.doses(),
    });
    expect(
      (
        await callApi('DELETE', `/medications/${medication}`, user.accessToken, {
          headers: { 'if-match': String(saved.body.version) },
        })
      ).status,
    ).toBe(204);
    // History: the dose log still has it; the deleted medication's own list and a new dose on it do not exist.
    const log = await callApi('GET', '/doses', user.accessToken);
    expect(log.body.items).toEqual([expect.objectContaining({ id: dose, medicationId: medication })]);
    expect((await callApi('GET', `/medications/${medication}/doses`, user.accessToken)).status).toBe(404);
    const late = await callApi('PUT', `/medications/${medication}/doses/${newId()}`, user.accessToken, {
      body: validBody.doses(),
    });
    expect(late.status).toBe(404);
    expect((await callApi('GET', '/doses', user.accessToken)).body.items).toHaveLength(1);
    // "Annulla": the medication comes back with its doses.
    const undone = await callApi('PUT', `/medications/${medication}`, user.accessToken, {
      body: { ...validBody.medications(), version: saved.body.version + 1 },
    });
    expect(undone.status).toBe(201);
    const back = await callApi('GET', `/medications/${medication}/doses`, user.accessToken);
    expect(back.body.items.map((d: { id: string }) => d.id)).toEqual([dose]);
  });

  it('lists the day\'s doses of every medication, and marks a dose again after "annulla"', async () => {
    const account = await verifiedAccount({ name: 'Dosi' });
    const user = await signInWithSrp(account.email, account.password);
    const [first, second] = [newId(), newId()];
    for (const id of [first, second])
      await callApi('PUT', `/medications/${id}`, user.accessToken, { body: validBody.medications() });
    const morning = newId();
    const dose = (scheduledFor: string) =>
      validBody.doses({ scheduledFor, takenAt: scheduledFor.replace(':00:00', ':05:00') });
    await callApi('PUT', `/medications/${first}/doses/${morning}`, user.accessToken, {
      body: dose('2026-11-21T08:00:00+01:00'),
    });
    await callApi('PUT', `/medications/${second}/doses/${newId()}`, user.accessToken, {
      body: dose('2026-11-21T20:00:00+01:00'),
    });
    await callApi('PUT', `/medications/${second}/doses/${newId()}`, user.accessToken, {
      body: dose('2026-11-22T08:00:00+01:00'),
    });
    const day = await callApi(
      'GET',
      `/doses?from=${encodeURIComponent('2026-11-21T00:00:00+01:00')}&to=${encodeURIComponent('2026-11-21T23:59:59+01:00')}`,
      user.accessToken,
    );
    expect(day.status).toBe(200);
    expect(day.body.items.map((d: { medicationId: string }) => d.medicationId)).toEqual([second, first]);
    // Nobody else's doses: A sees none of these.
    const theirs = await callApi('GET', '/doses?from=2026-11-21&to=2026-11-22', a.accessToken);
    expect(theirs.body.items.map((d: { medicationId: string }) => d.medicationId)).not.toContain(first);

    // "Annulla" deletes the dose; "preso" again uses the same id from version 0, once.
    expect((await callApi('DELETE', `/medications/${first}/doses/${morning}`, user.accessToken)).status).toBe(
      204,
    );
    const again = await callApi('PUT', `/medications/${first}/doses/${morning}`, user.accessToken, {
      body: dose('2026-11-21T08:00:00+01:00'),
    });
    expect(again.status).toBe(201);
    expect(again.body.version).toBe(3);
    const twice = await callApi('PUT', `/medications/${first}/doses/${morning}`, user.accessToken, {
      body: dose('2026-11-21T08:00:00+01:00'),
    });
    expect(twice.status).toBe(200);
    expect(twice.body.version).toBe(3);
  });

  it('answers 404, storing nothing, to a valid body with version ≥ 1 for an id never created', async () => {
    const id = newId();
    const response = await callApi('PUT', `/wellness/${id}`, a.accessToken, {
      body: validBody.wellness({ version: 7 }),
    });
    expect(response.status).toBe(404);
    expect((await callApi('GET', `/wellness/${id}`, a.accessToken)).status).toBe(404);
  });

  it('refuses a number DynamoDB cannot store (found by the property test) with 400, not 500', async () => {
    for (const sleepHours of [5e-324, 1e-200, 6.555]) {
      const response = await callApi('PUT', `/wellness/${newId()}`, a.accessToken, {
        body: validBody.wellness({ sleepHours }),
      });
      expect(response.status, String(sleepHours)).toBe(400);
      expect(response.body.error.details).toEqual([{ path: 'sleepHours', issue: 'valore non valido' }]);
    }
    expect(
      (
        await callApi('PUT', `/wellness/${newId()}`, a.accessToken, {
          body: validBody.wellness({ sleepHours: 6.55 }),
        })
      ).status,
    ).toBe(201);
  });

  it('refuses a path id that is not a UUID, in the caller language', async () => {
    const response = await callApi('GET', '/symptoms/not-a-uuid', a.accessToken, {
      headers: { 'accept-language': 'en' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.details).toEqual([
      { path: 'id', issue: 'invalid identifier (a UUID is needed)' },
    ]);
  });
});

describe('strict bodies through the local gateway', () => {
  it.each(bodiesWithUnknownFields.map((c) => [c.kind, c.where, c] as const))(
    'PUT %s with an unknown field at %s: 400, and nothing stored',
    async (_kind, _where, { kind, body }) => {
      let path = `/${kind}/${newId()}`;
      // A dose has no GET of its own: its medication's dose log shows whether it was stored.
      let stored = async () => (await callApi('GET', path, a.accessToken)).status !== 404;
      if (kind === 'doses') {
        const medicationId = newId();
        const med = await callApi('PUT', `/medications/${medicationId}`, a.accessToken, {
          body: validBody.medications(),
        });
        expect(med.status).toBe(201);
        path = `/medications/${medicationId}/doses/${newId()}`;
        stored = async () =>
          (await callApi('GET', `/medications/${medicationId}/doses`, a.accessToken)).body.items.length > 0;
      }
      const refused = await callApi('PUT', path, a.accessToken, { body });
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe('validation_failed');
      expect(await stored()).toBe(false);
      // The same body without the unknown field is stored: the field was the only fault.
      expect((await callApi('PUT', path, a.accessToken, { body: withoutUnknown(body) })).status).toBe(201);
    },
  );
});

describe('date ranges', () => {
  it('include their last day, and a record that starts exactly at the end instant', async () => {
    const account = await verifiedAccount({ name: 'Range' });
    const user = await signInWithSrp(account.email, account.password);
    const at = {
      before: '2026-10-04T12:00:00+02:00',
      lastDay: '2026-10-06T23:30:00+02:00',
      after: '2026-10-07T09:00:00+02:00',
    };
    const ids: Record<string, string> = {};
    for (const [name, startedAt] of Object.entries(at)) {
      ids[name] = newId();
      const put = await callApi('PUT', `/symptoms/${ids[name]}`, user.accessToken, {
        body: validBody.symptoms({ startedAt }),
      });
      expect(put.status).toBe(201);
    }
    const days = await callApi('GET', '/symptoms?from=2026-10-05&to=2026-10-06', user.accessToken);
    expect(days.body.items.map((i: { id: string }) => i.id)).toEqual([ids.lastDay]);

    const instants = await callApi(
      'GET',
      `/symptoms?from=${encodeURIComponent(at.before)}&to=${encodeURIComponent(at.lastDay)}`,
      user.accessToken,
    );
    expect(instants.body.items.map((i: { id: string }) => i.id)).toEqual([ids.lastDay, ids.before]);
  });
});

describe('dates that cannot be true', () => {
  const year = (offset: number) => new Date().getUTCFullYear() + offset;
  it.each([
    [
      'a symptom in 1850',
      'symptoms',
      { startedAt: '1850-03-01T08:00:00+01:00', endedAt: null },
      'startedAt',
      'prima del 1900',
    ],
    [
      'a symptom next year',
      'symptoms',
      { startedAt: `${year(1)}-03-01T08:00:00+01:00`, endedAt: null },
      'startedAt',
      'nel futuro',
    ],
    ['a wellness day next year', 'wellness', { date: `${year(1)}-01-15` }, 'date', 'nel futuro'],
    ['a wellness day in 1899', 'wellness', { date: '1899-12-31' }, 'date', 'prima del 1900'],
    [
      'an appointment in six years',
      'appointments',
      { startsAt: `${year(6)}-05-01T09:00:00+02:00`, endsAt: null },
      'startsAt',
      'cinque anni',
    ],
  ])('refuses %s in Italian and stores nothing', async (_, kind, change, path, words) => {
    const id = newId();
    const body = { ...validBody[kind as (typeof KINDS)[number]](), ...change };
    const response = await callApi('PUT', `/${kind}/${id}`, a.accessToken, { body });
    expect(response.status).toBe(400);
    expect(response.body.error.details).toEqual([{ path, issue: expect.stringContaining(words) }]);
    expect((await callApi('GET', `/${kind}/${id}`, a.accessToken)).status).toBe(404);
  });

  it('refuses an empty wellness day, saying what is missing, and stores nothing', async () => {
    const id = newId();
    const response = await callApi('PUT', `/wellness/${id}`, a.accessToken, {
      body: { version: 0, date: '2026-11-20' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.details).toEqual([
      { path: 'date', issue: 'registra almeno un valore per questo giorno' },
    ]);
    expect((await callApi('GET', `/wellness/${id}`, a.accessToken)).status).toBe(404);
  });

  it('refuses a dose taken next year, and takes an appointment four years ahead', async () => {
    const medicationId = newId();
    await callApi('PUT', `/medications/${medicationId}`, a.accessToken, { body: validBody.medications() });
    const dose = await callApi('PUT', `/medications/${medicationId}/doses/${newId()}`, a.accessToken, {
      body: validBody.doses({ takenAt: `${year(1)}-01-01T08:00:00+01:00` }),
    });
    expect(dose.status).toBe(400);
    expect(dose.body.error.message).toContain('la data non può essere nel futuro');
    const later = await callApi('PUT', `/appointments/${newId()}`, a.accessToken, {
      body: { ...validBody.appointments(), startsAt: `${year(4)}-05-01T09:00:00+02:00`, endsAt: null },
    });
    expect(later.status).toBe(201);
  });
});

describe('deleting at the version seen (If-Match)', () => {
  it('refuses a stale device’s delete, takes the right version once, and keeps the content for undo', async () => {
    const id = newId();
    const created = await callApi('PUT', `/symptoms/${id}`, a.accessToken, { body: validBody.symptoms() });
    expect(created.body.version).toBe(1);
    // Another device edits it; this one still has version 1.
    const edited = await callApi('PUT', `/symptoms/${id}`, a.accessToken, {
      body: { ...validBody.symptoms(), version: 1, severity: 9 },
    });
    expect(edited.body.version).toBe(2);
    const stale = await callApi('DELETE', `/symptoms/${id}`, a.accessToken, { headers: { 'if-match': '1' } });
    expect(stale.status).toBe(409);
    expect((await callApi('GET', `/symptoms/${id}`, a.accessToken)).body.severity).toBe(9);

    expect(
      (await callApi('DELETE', `/symptoms/${id}`, a.accessToken, { headers: { 'if-match': '2' } })).status,
    ).toBe(204);
    // Repeating a delete that succeeded stays 204, whatever version it names.
    expect(
      (await callApi('DELETE', `/symptoms/${id}`, a.accessToken, { headers: { 'if-match': '2' } })).status,
    ).toBe(204);
    expect((await callApi('DELETE', `/symptoms/${id}`, a.accessToken)).status).toBe(204);
    const tombstone = await storedItem(`USER#${a.sub}`, `SYMPTOM#${id}`);
    expect(tombstone).toMatchObject({ deletedAt: expect.any(String), severity: 9, version: 3 });
    expect(tombstone).not.toHaveProperty('gsi1pk');

    // Undo puts it back from version 0, as it was.
    const undone = await callApi('PUT', `/symptoms/${id}`, a.accessToken, {
      body: { ...validBody.symptoms(), severity: 9, version: 0 },
    });
    expect(undone.status).toBe(201);
    expect(undone.body.severity).toBe(9);
    expect(
      (await callApi('DELETE', `/symptoms/${id}`, a.accessToken, { headers: { 'if-match': 'tre' } })).status,
    ).toBe(400);
  });
});

describe('wellness, one entry per day', () => {
  it('refuses a second entry for a day with 409 and the Italian message, and frees a day its entry left', async () => {
    const day = '2026-06-01';
    const first = newId();
    expect(
      (await callApi('PUT', `/wellness/${first}`, b.accessToken, { body: validBody.wellness({ date: day }) }))
        .status,
    ).toBe(201);
    const second = newId();
    const refused = await callApi('PUT', `/wellness/${second}`, b.accessToken, {
      body: validBody.wellness({ date: day, mood: 2 }),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'day_taken',
      message: 'Hai già registrato il benessere per questo giorno',
    });
    expect((await callApi('GET', `/wellness/${second}`, b.accessToken)).status).toBe(404);
    // Another person's day is theirs: Anna may have an entry on the same day.
    expect(
      (
        await callApi('PUT', `/wellness/${newId()}`, a.accessToken, {
          body: validBody.wellness({ date: day }),
        })
      ).status,
    ).toBe(201);

    // The first entry moves to another day: its day is free again.
    const moved = await callApi('PUT', `/wellness/${first}`, b.accessToken, {
      body: validBody.wellness({ date: '2026-06-02', version: 1 }),
    });
    expect(moved.status).toBe(200);
    expect(
      (
        await callApi('PUT', `/wellness/${second}`, b.accessToken, {
          body: validBody.wellness({ date: day }),
        })
      ).status,
    ).toBe(201);
    // A deleted entry frees its day.
    expect((await callApi('DELETE', `/wellness/${first}`, b.accessToken)).status).toBe(204);
    expect(
      (
        await callApi('PUT', `/wellness/${newId()}`, b.accessToken, {
          body: validBody.wellness({ date: '2026-06-02' }),
        })
      ).status,
    ).toBe(201);
  });
});
