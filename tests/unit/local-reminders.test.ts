import { afterEach, describe, expect, it, vi } from 'vitest';
import { everyMinute, localTick } from '../../infra/local/reminders';

afterEach(() => vi.useRealTimers());

describe("the twin's reminder timer", () => {
  it('runs at the start of each minute, one tick at a time, until stopped', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-24T07:59:30.500Z'));
    const runs: string[] = [];
    let release: () => void = () => {};
    const stop = everyMinute(async (now) => {
      runs.push(now.toISOString());
      await new Promise<void>((resolve) => (release = resolve));
    });
    await vi.advanceTimersByTimeAsync(29_000);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toEqual(['2026-11-24T08:00:00.000Z']);
    // A tick still running is not overlapped by the next minute's.
    await vi.advanceTimersByTimeAsync(90_000);
    expect(runs).toHaveLength(1);
    release();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs.length).toBe(2);
    stop();
    release();
    await vi.advanceTimersByTimeAsync(300_000);
    expect(runs.length).toBe(2);
  });

  it('hands a replayed clock to the dispatcher, or none for the real one', async () => {
    const dispatch = vi.fn(async (event: { now?: string }) => ({ got: event }));
    expect(await localTick(dispatch, '{"now":"2027-03-28T01:30:00Z"}')).toEqual({
      status: 200,
      body: { got: { now: '2027-03-28T01:30:00Z' } },
    });
    expect(await localTick(dispatch, '')).toEqual({ status: 200, body: { got: {} } });
    expect((await localTick(dispatch, '{"now":"domani"}')).status).toBe(400);
    expect(dispatch).toHaveBeenCalledTimes(2);
  });
});
