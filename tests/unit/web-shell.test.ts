import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, loadChunk } from '../../web/src/app/lazy';
import { parseConfig } from '../../web/src/lib/config';
import { firstDayOfWeek, formatDate, formatNumber, formatTime } from '../../web/src/lib/format';
import { i18next } from '../../web/src/i18n';

describe('loading a page on demand', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives up after the spec time-out of 120 s', async () => {
    vi.useFakeTimers();
    let settled = false;
    const never = loadChunk(() => new Promise(() => {}));
    never.catch(() => undefined).finally(() => (settled = true));
    const outcome = expect(never).rejects.toBeInstanceOf(ChunkLoadError);
    // Still waiting a millisecond before the time-out (a slow connection is not a failure)…
    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).toBe(false);
    // …and given up at 120 s exactly.
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(settled).toBe(true);
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('turns a failed fetch into a ChunkLoadError, and passes a loaded module through', async () => {
    await expect(loadChunk(() => Promise.reject(new TypeError('Failed to fetch')))).rejects.toBeInstanceOf(
      ChunkLoadError,
    );
    await expect(loadChunk(() => Promise.resolve({ default: 42 }))).resolves.toEqual({ default: 42 });
  });
});

describe('dates, times and numbers follow the language', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'it', resources: {} });
  });

  const when = new Date('2026-11-22T07:30:00Z'); // 08:30 in Rome

  it.each([
    ['it', '22 novembre 2026', '08:30', '37,5', 1],
    ['en', '22 November 2026', '08:30', '37.5', 1],
  ])('%s', async (lang, date, time, number, weekStart) => {
    await i18next.changeLanguage(lang);
    process.env.TZ = 'Europe/Rome';
    expect(formatDate(when)).toBe(date);
    expect(formatTime(new Date(2026, 10, 22, 8, 30))).toBe(time);
    expect(formatNumber(37.5)).toBe(number);
    expect(firstDayOfWeek()).toBe(weekStart);
  });

  it('shows nothing rather than "Invalid Date" for a missing or broken date', async () => {
    await i18next.changeLanguage('it');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatTime(undefined)).toBe('');
  });
});

describe('the runtime configuration (/config.json)', () => {
  const good = {
    stage: 'dev',
    region: 'eu-south-1',
    userPoolId: 'eu-south-1_AbC123',
    userPoolClientId: 'client',
    apiUrl: 'https://abc.execute-api.eu-south-1.amazonaws.com',
  };

  it('accepts a deployed and a local configuration', () => {
    expect(parseConfig(good)).toEqual(good);
    expect(
      parseConfig({ ...good, cognitoEndpoint: 'http://127.0.0.1:4175', mailboxUrl: 'http://127.0.0.1:4176' })
        .mailboxUrl,
    ).toBe('http://127.0.0.1:4176');
  });

  it('names what is wrong', () => {
    expect(() => parseConfig({ ...good, apiUrl: 'javascript:alert(1)', userPoolId: 'nounderscore' })).toThrow(
      'config.json: invalid userPoolId, apiUrl',
    );
    expect(() => parseConfig(null)).toThrow(/stage/);
  });
});

describe('numbers typed in Italian', () => {
  it('reads decimal commas and points, and refuses anything else', async () => {
    const { parseDecimal } = await import('../../web/src/lib/numbers');
    expect(parseDecimal('37,5')).toBe(37.5);
    expect(parseDecimal('71.4')).toBe(71.4);
    expect(parseDecimal(' ')).toBeUndefined();
    expect(Number.isNaN(parseDecimal('37,5 gradi'))).toBe(true);
  });

  it('writes form values without grouping, so they read back the same', async () => {
    await i18next.changeLanguage('it');
    const { parseDecimal } = await import('../../web/src/lib/numbers');
    expect(formatNumber(1440, 2, false)).toBe('1440');
    expect(parseDecimal(formatNumber(1440, 2, false))).toBe(1440);
    expect(parseDecimal(formatNumber(36.6, 2, false))).toBe(36.6);
  });
});
