import type {
  Diary,
  Episode,
  LoggedDose,
  Medication,
  WellnessDay,
} from '../../lambdas/domain/analytics/series';
import { daysBetween } from '../../lambdas/domain/analytics/series';
import { zonedInstant } from '../../lambdas/domain/reminders/time';
import { ar1, random } from './random';

/**
 * A generated diary with effects of known size and lag (issue 15): a wellness entry every day, a symptom whose
 * daily severity follows an autocorrelated baseline, a once-a-day medication taken about four days in five,
 * and wellness fields that are pure noise unless an effect is planted on them. Seeded: the same at every run.
 */
export interface DiaryPlan {
  seed: number;
  /** The last day; `days` days end on it. */
  to?: string;
  days: number;
  timeZone?: string;
  /** Lag-1 autocorrelation of the symptom's baseline and of every factor. */
  phi?: number;
  /** Severity points added on the day after a night of 7 hours' sleep or less. */
  shortSleepNextDay?: number;
  /** Severity points added on a day the medication's dose was missed. */
  missedDoseSameDay?: number;
  /** Severity points added on Saturdays and Sundays. */
  weekend?: number;
  /** Severity points added per day, across the window (a trend). */
  perDay?: number;
  symptom?: string;
}

export const PLANNED_MEDICATION: Medication & { name: string } = {
  id: '0b8f5a4e-6c1d-4e2f-9a3b-7c5d1e2f3a4b',
  name: 'Ramipril',
  schedule: { type: 'fixed', times: ['08:00'], weekdays: [1, 2, 3, 4, 5, 6, 7] },
  startDate: '2000-01-01',
  endDate: null,
  active: true,
};

const iso = (day: string, time: string, timeZone: string) =>
  new Date(zonedInstant(day, time, timeZone).ms).toISOString();
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

export function generateDiary(plan: DiaryPlan): Diary {
  const rng = random(plan.seed);
  const timeZone = plan.timeZone ?? 'Europe/Rome';
  const to = plan.to ?? '2026-11-25';
  const last = new Date(`${to}T00:00:00Z`);
  const from = new Date(last.getTime() - (plan.days - 1) * 86_400_000).toISOString().slice(0, 10);
  const days = daysBetween(from, to);
  const phi = plan.phi ?? 0.5;
  const n = days.length;
  const baseline = ar1(n, phi, rng);
  const sleep = ar1(n, phi, rng).map((v) => clamp(Math.round((7 + v * 0.9) * 2) / 2, 3, 11));
  const noise = () => ar1(n, phi, rng);
  const [mood, stress, energy, water] = [noise(), noise(), noise(), noise()];
  const symptom = plan.symptom ?? 'mal_di_testa';

  const episodes: Episode[] = [];
  const doses: LoggedDose[] = [];
  const wellness: WellnessDay[] = [];
  days.forEach((day, t) => {
    const taken = rng.uniform() < 0.8;
    if (taken) {
      doses.push({
        medicationId: PLANNED_MEDICATION.id,
        status: 'taken',
        scheduledFor: iso(day, '08:00', timeZone),
        takenAt: iso(day, '08:05', timeZone),
      });
    }
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const severity = clamp(
      Math.round(
        3 +
          1.5 * baseline[t]! +
          (t > 0 && sleep[t - 1]! <= 7 ? (plan.shortSleepNextDay ?? 0) : 0) +
          (taken ? 0 : (plan.missedDoseSameDay ?? 0)) +
          (weekday === 0 || weekday === 6 ? (plan.weekend ?? 0) : 0) +
          t * (plan.perDay ?? 0),
      ),
      0,
      10,
    );
    if (severity > 0) {
      const hour = String(6 + Math.floor(rng.uniform() * 16)).padStart(2, '0');
      episodes.push({
        symptom,
        severity,
        startedAt: iso(day, `${hour}:00`, timeZone),
        endedAt: iso(day, `${hour}:45`, timeZone),
        triggers: [],
      });
    }
    wellness.push({
      date: day,
      sleepHours: sleep[t]!,
      mood: clamp(Math.round(3 + mood[t]!), 1, 5),
      stress: clamp(Math.round(3 + stress[t]!), 1, 5),
      energy: clamp(Math.round(3 + energy[t]!), 1, 5),
      waterLiters: clamp(Math.round((1.5 + water[t]! * 0.4) * 10) / 10, 0.2, 4),
    });
  });
  return {
    from,
    to,
    timeZone,
    episodes,
    doses,
    wellness,
    medications: [PLANNED_MEDICATION],
    nowMs: Date.parse(`${to}T22:00:00Z`),
  };
}
