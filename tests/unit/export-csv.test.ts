import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { DataExport } from '../../lambdas/contracts/export';
import { DEFAULT_SETTINGS } from '../../lambdas/contracts/reminders';
import { csvZip, scheduleText } from '../../lambdas/domain/export/csv';
import { exportFilename, exportWindow, medicationInWindow } from '../../lambdas/domain/export/window';

const meta = (n: number) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  version: 2,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-28T23:30:00.000Z',
});

/** One of each kind, with texts that would start a formula in Excel. */
function data(): DataExport {
  return {
    format: 'salute-diario-export',
    formatVersion: 1,
    exportedAt: '2026-11-26T10:00:00.000Z',
    dateRange: { from: null, to: null },
    profile: {
      id: 'u',
      email: 'anna@example.com',
      name: 'Anna',
      language: 'it',
      createdAt: null,
      healthDataConsentAt: null,
    },
    settings: DEFAULT_SETTINGS,
    symptoms: [
      {
        ...meta(1),
        symptom: 'mal_di_testa',
        custom: false,
        bodyArea: 'testa',
        severity: 7,
        startedAt: '2026-03-29T06:30:00+02:00',
        endedAt: null,
        triggers: ['stress', '=1+1'],
        notes: '=HYPERLINK("http://evil.example","clic")',
      },
      {
        ...meta(2),
        symptom: '@SUM(A1:A9)',
        custom: true,
        bodyArea: 'generale',
        severity: 3,
        startedAt: '2026-01-10T08:00:00+01:00',
        endedAt: '2026-01-10T09:15:00+01:00',
        triggers: [],
        notes: '-2+3',
      },
    ],
    medications: [
      {
        ...meta(3),
        name: '+Ramipril',
        strength: '5 mg',
        form: 'compresse',
        dose: { amount: 1.5, unit: 'compressa' },
        schedule: { type: 'fixed', times: ['08:00', '20:00'], weekdays: [1, 2, 3, 4, 5, 6, 7] },
        startDate: '2026-01-01',
        endDate: null,
        stock: { quantity: 27.5, lowThreshold: 7 },
        active: true,
        notes: '\tnascosto',
        doses: [
          {
            ...meta(4),
            status: 'taken',
            scheduledFor: '2026-03-29T08:00:00+02:00',
            takenAt: '2026-03-29T08:12:00+02:00',
            notes: '\rcarriage',
          },
          { ...meta(5), status: 'skipped', scheduledFor: '2026-03-29T20:00:00+02:00' },
        ],
      },
    ],
    wellness: [
      {
        ...meta(6),
        date: '2026-03-29',
        sleepHours: 6.5,
        mood: 4,
        measurements: { weightKg: 71.25, systolic: 130, diastolic: 85, temperatureC: 36.6 },
        notes: 'dormito male; sveglia alle 5',
      },
    ],
    appointments: [
      {
        ...meta(7),
        title: 'Cardiologo',
        doctor: 'Dr. Rossi',
        place: 'Via Roma 1, Milano',
        startsAt: '2026-12-03T10:30:00+01:00',
        remindMinutesBefore: 60,
        notes: 'portare "referti"\nprecedenti',
      },
    ],
    conversations: [],
  };
}

/** The ZIP's CSVs read as a CSV parser (and Italian Excel) reads them: `;`, a BOM, CRLF. */
function open(zip: Uint8Array) {
  const files = unzipSync(zip);
  return Object.fromEntries(
    Object.entries(files).map(([name, bytes]) => {
      const text = strFromU8(bytes);
      return [name, { bytes, text, rows: parse(text, { delimiter: ';', bom: true }) as string[][] }];
    }),
  );
}

describe('the CSV export', () => {
  const files = open(csvZip(data(), { lang: 'it', timeZone: 'Europe/Rome' }));

  it('is one CSV per kind, named in Italian, each with a UTF-8 BOM, CRLF and Italian headers', () => {
    expect(Object.keys(files).sort()).toEqual(
      ['appuntamenti.csv', 'assunzioni.csv', 'benessere.csv', 'farmaci.csv', 'sintomi.csv'].sort(),
    );
    for (const { bytes, text } of Object.values(files)) {
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(text).toContain('\r\n');
    }
    expect(files['sintomi.csv']!.rows[0]).toEqual([
      'ID',
      'Sintomo',
      'Zona del corpo',
      'Intensità (0-10)',
      'Inizio',
      'Fine',
      'Fattori scatenanti',
      'Note',
      'Versione',
      'Ultima modifica',
    ]);
  });

  it('escapes every text cell that would start a formula, and leaves numbers as numbers', () => {
    const cells = Object.values(files).flatMap((f) => f.rows.slice(1).flat());
    for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    const [, first, second] = files['sintomi.csv']!.rows;
    expect(first![7]).toBe('\'=HYPERLINK("http://evil.example","clic")');
    expect(second![1]).toBe("'@SUM(A1:A9)");
    expect(second![7]).toBe("'-2+3");
    expect(files['farmaci.csv']!.rows[1]![1]).toBe("'+Ramipril");
    expect(files['farmaci.csv']!.rows[1]![13]).toBe("'\tnascosto");
    expect(files['assunzioni.csv']!.rows[1]![6]).toBe("'\rcarriage");
    // Numbers: a decimal comma for Italian Excel, nothing in front.
    expect(first![3]).toBe('7');
    expect(files['farmaci.csv']!.rows[1]![5]).toBe('1,5');
    expect(files['benessere.csv']!.rows[1]).toContain('71,25');
    expect(files['benessere.csv']!.rows[1]).toContain('6,5');
  });

  it('writes times in the person’s zone, across the change to summer time, and says what is ongoing', () => {
    const [, first, second] = files['sintomi.csv']!.rows;
    expect(first![4]).toBe('2026-03-29 06:30');
    expect(first![5]).toBe('in corso');
    expect(second![4]).toBe('2026-01-10 08:00');
    expect(files['assunzioni.csv']!.rows[1]!.slice(3, 6)).toEqual([
      'presa',
      '2026-03-29 08:00',
      '2026-03-29 08:12',
    ]);
    expect(files['assunzioni.csv']!.rows[2]![3]).toBe('saltata');
    const inNewYork = open(csvZip(data(), { lang: 'it', timeZone: 'America/New_York' }));
    expect(inNewYork['sintomi.csv']!.rows[1]![4]).toBe('2026-03-29 00:30');
  });

  it('keeps texts with separators, quotes and new lines in one cell', () => {
    const row = files['appuntamenti.csv']!.rows[1]!;
    expect(row).toContain('Via Roma 1, Milano');
    expect(row).toContain('portare "referti"\nprecedenti');
    expect(files['benessere.csv']!.rows[1]).toContain('dormito male; sveglia alle 5');
  });

  it('says the medication and its schedule in words, in the person’s language', () => {
    expect(files['farmaci.csv']!.rows[1]![7]).toBe('08:00, 20:00 (tutti i giorni)');
    expect(scheduleText({ type: 'fixed', times: ['09:00'], weekdays: [3, 1] }, 'it')).toBe(
      '09:00 (lun, mer)',
    );
    expect(scheduleText({ type: 'interval', everyDays: 3, times: ['07:30'] }, 'en')).toBe(
      'every 3 days at 07:30',
    );
    expect(scheduleText({ type: 'interval', everyDays: 1, times: ['07:30'] }, 'it')).toBe(
      'tutti i giorni alle 07:30',
    );
    expect(scheduleText({ type: 'asNeeded', maxPerDay: 3 }, 'it')).toBe('al bisogno, al massimo 3 al giorno');
    expect(scheduleText({ type: 'asNeeded' }, 'hi')).toBe('ज़रूरत पड़ने पर');
    const english = open(csvZip(data(), { lang: 'en', timeZone: 'Europe/Rome' }));
    expect(Object.keys(english)).toContain('symptoms.csv');
    expect(english['medications.csv']!.rows[1]![5]).toBe('1.5');
  });

  it('zips the same data to the same bytes', () => {
    const a = csvZip(data(), { lang: 'it', timeZone: 'Europe/Rome' });
    const b = csvZip(data(), { lang: 'it', timeZone: 'Europe/Rome' });
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });
});

describe('the export window and the file name', () => {
  it('turns days into the instants they are in the person’s zone', () => {
    expect(exportWindow({}, 'Europe/Rome')).toEqual({ days: { from: null, to: null }, instants: {} });
    const w = exportWindow({ dateRange: { from: '2026-03-29', to: '2026-10-25' } }, 'Europe/Rome');
    expect(w.instants).toEqual({ from: '2026-03-28T23:00:00.000Z', to: '2026-10-25T22:59:59.999Z' });
    expect(exportWindow({ dateRange: { to: '2026-01-31' } }, 'UTC').instants).toEqual({
      to: '2026-01-31T23:59:59.999Z',
    });
  });

  it('keeps the medications taken at some time in the window', () => {
    const days = { from: '2026-03-01', to: '2026-03-31' };
    expect(medicationInWindow({ startDate: '2026-01-01', endDate: null }, days)).toBe(true);
    expect(medicationInWindow({ startDate: '2026-01-01', endDate: '2026-02-28' }, days)).toBe(false);
    expect(medicationInWindow({ startDate: '2026-04-01' }, days)).toBe(false);
    expect(medicationInWindow({ startDate: '2026-03-31', endDate: '2026-03-31' }, days)).toBe(true);
    expect(medicationInWindow({ startDate: '2030-01-01' }, { from: null, to: null })).toBe(true);
  });

  it('names what the file is and its period', () => {
    expect(exportFilename('dati-salute', { from: null, to: null }, '2026-11-26', 'zip', 'completo')).toBe(
      'dati-salute_completo_2026-11-26.zip',
    );
    expect(
      exportFilename('riepilogo-visita', { from: '2026-01-01', to: null }, '2026-11-26', 'pdf', 'x'),
    ).toBe('riepilogo-visita_2026-01-01_2026-11-26.pdf');
    expect(exportFilename('a', { from: 'inizio', to: '2026-02-01' }, '2026-11-26', 'ics', 'x')).toBe(
      'a_inizio_2026-02-01.ics',
    );
  });
});
