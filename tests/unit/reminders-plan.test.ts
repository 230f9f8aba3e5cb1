import { describe, expect, it } from 'vitest';
import {
  LATE_SEND_MS,
  advance,
  initialState,
  nextDue,
  snooze,
  type ReminderSettings,
  type ReminderState,
} from '../../lambdas/domain/reminders/plan';
import { zonedInstant, type Schedulable } from '../../lambdas/domain/reminders/time';
import { scheduledDoseId } from '../../lambdas/contracts/schedule';

const ROME = 'Europe/Rome';
const MED = '0f8b7c1e-4d2a-4b6c-9e1f-2a3b4c5d6e7f';
const at = (day: string, time: string) => zonedInstant(day, time, ROME).ms;
const MIN = 60_000;
const med: Schedulable = {
  id: MED,
  schedule: { type: 'fixed', times: ['08:00', '20:00'], weekdays: [1, 2, 3, 4, 5, 6, 7] },
  startDate: '2026-11-01',
  endDate: null,
  active: true,
};
const quiet: ReminderSettings = { timeZone: ROME, repeatEveryMinutes: null, maxRepeats: 0, quietHours: null };
const eight = scheduledDoseId(MED, '2026-11-24', '08:00');
const none = new Set<string>();

/** Runs the reminder minute by minute from `from` to `to`, as the dispatcher's ticks would, answering as told. */
function run(settings: ReminderSettings, from: number, to: number, answers: Map<number, string> = new Map()) {
  let state: ReminderState = initialState(from);
  const answered = new Set<string>();
  const sent: string[] = [];
  for (let now = from; now <= to; now += MIN) {
    const answer = answers.get(now);
    if (answer) answered.add(answer);
    const due = nextDue(med, settings, state);
    if (due === undefined || due > now) continue;
    const result = advance(med, settings, state, answered, now);
    for (const s of result.sends)
      sent.push(`${new Date(now).toISOString().slice(11, 16)} ${s.time}#${s.attempt}`);
    state = result.state;
  }
  return sent;
}

describe('a medication reminder, tick by tick', () => {
  it('sends each dose once, at its time', () => {
    expect(run(quiet, at('2026-11-24', '07:00'), at('2026-11-24', '21:00'))).toEqual([
      '07:00 08:00#0', // 08:00 in Rome is 07:00 UTC
      '19:00 20:00#0',
    ]);
  });

  it('repeats every N minutes until answered, at most M times', () => {
    const repeating = { ...quiet, repeatEveryMinutes: 10, maxRepeats: 3 };
    expect(run(repeating, at('2026-11-24', '07:59'), at('2026-11-24', '09:00'))).toEqual([
      '07:00 08:00#0',
      '07:10 08:00#1',
      '07:20 08:00#2',
      '07:30 08:00#3',
    ]);
    const answeredAt0815 = new Map([[at('2026-11-24', '08:15'), eight]]);
    expect(run(repeating, at('2026-11-24', '07:59'), at('2026-11-24', '09:00'), answeredAt0815)).toEqual([
      '07:00 08:00#0',
      '07:10 08:00#1',
    ]);
  });

  it('holds a send during quiet hours and repeats from when it was really sent', () => {
    const night = {
      ...quiet,
      repeatEveryMinutes: 10,
      maxRepeats: 1,
      quietHours: { from: '22:00', to: '08:30' },
    };
    expect(run(night, at('2026-11-24', '07:00'), at('2026-11-24', '09:00'))).toEqual([
      '07:30 08:00#0', // 08:30 in Rome
      '07:40 08:00#1',
    ]);
  });

  it('records as missed, without sending, a dose that came due too long ago (the dispatcher was down)', () => {
    const state = initialState(at('2026-11-24', '07:00'));
    const late = advance(med, quiet, state, none, at('2026-11-24', '08:00') + LATE_SEND_MS + MIN);
    expect(late.sends).toEqual([]);
    expect(late.missed).toEqual([eight]);
    const inTime = advance(med, quiet, state, none, at('2026-11-24', '08:00') + LATE_SEND_MS);
    expect(inTime.sends.map((s) => s.occurrenceId)).toEqual([eight]);
  });

  it('does not send a dose already answered before its time (taken early)', () => {
    const result = advance(
      med,
      quiet,
      initialState(at('2026-11-24', '07:00')),
      new Set([eight]),
      at('2026-11-24', '08:00'),
    );
    expect(result.sends).toEqual([]);
    expect(result.nextDueMs).toBe(at('2026-11-24', '20:00'));
  });

  it('gives the same sends when the same tick runs twice from the same state (the claims do the rest)', () => {
    const state = initialState(at('2026-11-24', '07:00'));
    const a = advance(med, quiet, state, none, at('2026-11-24', '08:00'));
    const b = advance(med, quiet, state, none, at('2026-11-24', '08:00'));
    expect(a).toEqual(b);
    expect(a.sends).toHaveLength(1);
  });

  it('sends a snoozed dose again when the snooze ends, with its own attempt number each time', () => {
    const first = advance(
      med,
      quiet,
      initialState(at('2026-11-24', '07:00')),
      none,
      at('2026-11-24', '08:00'),
    );
    const [sent] = first.sends;
    const snoozed = snooze(first.state, sent!, at('2026-11-24', '08:10'));
    expect(nextDue(med, quiet, snoozed)).toBe(at('2026-11-24', '08:10'));
    const again = advance(med, quiet, snoozed, none, at('2026-11-24', '08:10'));
    expect(again.sends).toEqual([{ ...sent, attempt: 100 }]);
    const twice = snooze(again.state, sent!, at('2026-11-24', '08:20'));
    expect(advance(med, quiet, twice, none, at('2026-11-24', '08:20')).sends[0]!.attempt).toBe(101);
  });

  it('has nothing to do for a medication taken as needed or archived', () => {
    const asNeeded = { ...med, schedule: { type: 'asNeeded' as const } };
    expect(nextDue(asNeeded, quiet, initialState(0))).toBeUndefined();
    expect(nextDue({ ...med, active: false }, quiet, initialState(0))).toBeUndefined();
  });
});
