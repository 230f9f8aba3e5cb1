import i18nextLib, { type TFunction } from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../web/src/i18n';
import records from '../../web/src/i18n/records/it';
import { firstDayOfWeek, formatDate, formatNumber, formatTime, weekdayName } from '../../web/src/lib/format';
import { parseDecimal } from '../../web/src/lib/numbers';
import { isoToLocal, localToIso } from '../../web/src/lib/records/api';
import { symptomName, wellnessLine } from '../../web/src/lib/records/summaries';
import { doseTime, medicationStart, startedAt, startsAt, wellnessDay } from '../../web/src/lib/records/times';

/**
 * What the record pages and the dashboard show of a record: dates, times and numbers in the interface
 * language, one-line summaries from the Italian catalogue, the time each list is sorted by, and the
 * date-time-local inputs' values in the device's time zone.
 */
beforeAll(async () => {
  await i18next.init({ lng: 'it', resources: {} });
});

afterEach(async () => {
  vi.restoreAllMocks();
  await i18next.changeLanguage('it');
});

describe('dates, times and numbers', () => {
  it('writes a date with or without the weekday', () => {
    const sunday = '2026-11-22T12:00:00Z';
    expect(formatDate(sunday)).toBe('22 novembre 2026');
    expect(formatDate(sunday, true)).toBe('domenica 22 novembre 2026');
    expect(formatDate(new Date(sunday), true)).toBe('domenica 22 novembre 2026');
  });

  it('writes a 24-hour clock from a string or a Date, and nothing for a broken one', () => {
    // On the device's clock (Worker threads cannot change the time zone: the instants are made locally).
    expect(formatTime(new Date(2026, 10, 22, 20, 5).toISOString())).toBe('20:05');
    expect(formatTime(new Date(2026, 10, 22, 0, 5))).toBe('00:05');
    expect(formatTime(new Date('not a date'))).toBe('');
    expect(formatDate('')).toBe('');
  });

  it('follows the language: English, Hindi, and Italian for a language it does not know', async () => {
    await i18next.changeLanguage('en');
    expect(formatDate('2026-11-22T12:00:00Z')).toBe('22 November 2026');
    expect(formatNumber(1234567.25)).toBe('1,234,567.3');
    await i18next.changeLanguage('hi');
    // Indian grouping (lakh), which neither it-IT nor en-GB uses.
    expect(formatNumber(1234567.5)).toBe('12,34,567.5');
    expect(firstDayOfWeek()).toBe(0);
    await i18next.changeLanguage('fr');
    expect(formatNumber(1234567.5)).toBe('1.234.567,5');
    expect(firstDayOfWeek()).toBe(1);
  });

  it('rounds to the digits asked for, with grouping unless told otherwise', () => {
    expect(formatNumber(37.56)).toBe('37,6');
    expect(formatNumber(37.567, 2)).toBe('37,57');
    expect(formatNumber(12345.5)).toBe('12.345,5');
    expect(formatNumber(12345.5, 1, false)).toBe('12345,5');
  });

  it('names the weekdays from Monday (1) to Sunday (7)', async () => {
    expect(weekdayName(1, 'short')).toBe('lun');
    expect(weekdayName(7, 'long')).toBe('domenica');
    await i18next.changeLanguage('en');
    expect(weekdayName(3, 'long')).toBe('Wednesday');
  });

  it('builds each formatter once per style and language, however many values it writes', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const days = Array.from({ length: 50 }, (_, i) => new Date(Date.UTC(2025, 0, 1 + i)));
    // A style not used by any other test, so the cache starts empty for it.
    days.forEach((day) => weekdayName(day.getUTCDay() + 1, 'long'));
    days.forEach((day) => formatDate(day, true));
    expect(made.mock.calls.length).toBeLessThanOrEqual(2);
  });
});

describe('numbers typed in a form', () => {
  it.each([
    [' 37,5 ', 37.5],
    ['-1,25', -1.25],
    ['37', 37],
    ['120', 120],
    ['36.55', 36.55],
  ])('%j reads as %d', (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });

  it.each(['1,2,3', 'x37', '37x', '37.', '.5', '- 3', '1e3'])('%j is not a number', (text) => {
    expect(parseDecimal(text)).toBeNaN();
  });

  it('reads an empty field as no value', () => {
    expect(parseDecimal('')).toBeUndefined();
    expect(parseDecimal('   ')).toBeUndefined();
  });
});

describe('one-line summaries', () => {
  let t: TFunction<'records'>;
  beforeAll(async () => {
    const instance = i18nextLib.createInstance();
    await instance.init({ lng: 'it', resources: { it: { records } }, interpolation: { escapeValue: false } });
    t = instance.getFixedT('it', 'records') as TFunction<'records'>;
  });

  it('names a symptom from the Italian list, or in the words the person typed', () => {
    expect(symptomName(t, { symptom: 'mal_di_testa', custom: false })).toBe('Mal di testa');
    expect(symptomName(t, { symptom: 'Dolore al polso', custom: true })).toBe('Dolore al polso');
  });

  it('lists every wellness value given, in order, with decimal commas', () => {
    expect(
      wellnessLine(t, {
        date: '2026-11-22',
        sleepHours: 7.5,
        mood: 4,
        measurements: { systolic: 120, diastolic: 80, weightKg: 70.25, temperatureC: 37.5 },
      }),
    ).toBe('sonno 7,5 h · umore 4/5 · pressione 120/80 · peso 70,3 kg · 37,5 °C');
  });

  it('leaves out what was not measured', () => {
    expect(wellnessLine(t, { date: '2026-11-22', mood: 2 })).toBe('umore 2/5');
    expect(wellnessLine(t, { date: '2026-11-22', sleepHours: 0, measurements: { weightKg: 70 } })).toBe(
      'sonno 0 h · peso 70 kg',
    );
    expect(wellnessLine(t, { date: '2026-11-22', measurements: { systolic: 135, diastolic: 85 } })).toBe(
      'pressione 135/85',
    );
    expect(wellnessLine(t, { date: '2026-11-22', measurements: { temperatureC: 38 } })).toBe('38 °C');
    expect(wellnessLine(t, { date: '2026-11-22' })).toBe('');
    expect(wellnessLine(t, { date: '2026-11-22', measurements: {} })).toBe('');
  });
});

describe('the time each list is sorted by', () => {
  it('is the record’s own instant, or noon of its day', () => {
    expect(startedAt({ startedAt: '2026-11-22T08:30:00+01:00' })).toBe('2026-11-22T08:30:00+01:00');
    expect(startsAt({ startsAt: '2026-11-23T15:00:00+01:00' })).toBe('2026-11-23T15:00:00+01:00');
    expect(wellnessDay({ date: '2026-11-22' })).toBe('2026-11-22T12:00:00');
    expect(medicationStart({ startDate: '2026-11-01' })).toBe('2026-11-01T12:00:00');
  });

  it('is when a dose was taken, else when it was due, else nothing', () => {
    const taken = '2026-11-22T08:35:00+01:00';
    const due = '2026-11-22T08:00:00+01:00';
    expect(doseTime({ takenAt: taken, scheduledFor: due })).toBe(taken);
    expect(doseTime({ scheduledFor: due })).toBe(due);
    expect(doseTime({})).toBe('');
  });
});

describe('date-time-local inputs', () => {
  // The device's offset is stubbed: worker threads (Stryker's runner) cannot change the process's time zone.
  it.each([
    ['Rome in winter', -60, '2026-11-22T08:30', '2026-11-22T08:30:00+01:00'],
    ['Rome in summer', -120, '2026-07-01T08:30', '2026-07-01T08:30:00+02:00'],
    ['Rome, with seconds', -60, '2026-11-22T08:30:15', '2026-11-22T08:30:15+01:00'],
    ['UTC', 0, '2026-11-22T08:30', '2026-11-22T08:30:00+00:00'],
    ['New York', 300, '2026-11-22T08:30', '2026-11-22T08:30:00-05:00'],
    ['Kolkata', -330, '2026-11-22T08:30', '2026-11-22T08:30:00+05:30'],
    ["St John's", 210, '2026-11-22T08:30', '2026-11-22T08:30:00-03:30'],
    ['Kathmandu', -345, '2026-11-22T08:30', '2026-11-22T08:30:00+05:45'],
    ['Kiritimati', -840, '2026-11-22T08:30', '2026-11-22T08:30:00+14:00'],
  ])('in %s, %s is sent with the offset', (_zone, offset, local, iso) => {
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(offset);
    expect(localToIso(local)).toBe(iso);
  });

  it('reads the offset of the instant typed, not of today', () => {
    const offsetOf = vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-60);
    localToIso('2026-07-01T08:30');
    expect(offsetOf.mock.contexts[0]).toEqual(new Date('2026-07-01T08:30'));
  });

  it.each([
    [new Date(2026, 10, 22, 8, 30), '2026-11-22T08:30'],
    [new Date(2026, 0, 5, 3, 4, 59), '2026-01-05T03:04'],
    [new Date(2026, 11, 31, 23, 59), '2026-12-31T23:59'],
    [new Date(2027, 9, 10, 10, 9), '2027-10-10T10:09'],
  ])('the instant %s shows as %s on the device’s clock', (date, local) => {
    expect(isoToLocal(date)).toBe(local);
    expect(isoToLocal(date.toISOString())).toBe(local);
  });
});
