import { randomUUID } from 'node:crypto';
import pMap from 'p-map';
import { examples } from '../../lambdas/contracts/examples';
import { doseScope, putRecord, RECORD_SCOPES } from '../../lambdas/data/records';

const DAY = 86_400_000;

/** How much diary to write: over the last `days` days, evenly spread. */
export interface DiaryVolume {
  days: number;
  /** Taken doses of the one medication. */
  doses: number;
  symptoms: number;
  /** Wellness days, one a day from the first. */
  wellness: number;
  /** Appointments, one a day from tomorrow. */
  appointments?: number;
  /** Every symptom's note. */
  notes: string;
}

/**
 * A large diary written straight through the data layer (not the API), 16 writes at a time: one medication
 * with its doses, symptoms, wellness days and appointments (the export and import benchmarks and tests).
 */
export async function seedDiary(userId: string, volume: DiaryVolume): Promise<void> {
  const now = new Date();
  const start = Date.now() - volume.days * DAY;
  const medication = randomUUID();
  await putRecord(
    userId,
    RECORD_SCOPES.medications,
    medication,
    { ...examples.medications, startDate: new Date(start).toISOString().slice(0, 10) },
    now,
  );
  const at = (i: number, n: number) => new Date(start + (i * volume.days * DAY) / n).toISOString();
  const times = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => () => make(i));
  const jobs = [
    ...times(volume.doses, (i) =>
      putRecord(
        userId,
        doseScope(medication),
        randomUUID(),
        { version: 0, status: 'taken', scheduledFor: at(i, volume.doses), takenAt: at(i, volume.doses) },
        now,
      ),
    ),
    ...times(volume.symptoms, (i) =>
      putRecord(
        userId,
        RECORD_SCOPES.symptoms,
        randomUUID(),
        {
          ...examples.symptoms,
          severity: i % 11,
          startedAt: at(i, volume.symptoms),
          endedAt: null,
          notes: volume.notes,
        },
        now,
      ),
    ),
    ...times(volume.wellness, (i) =>
      putRecord(
        userId,
        RECORD_SCOPES.wellness,
        randomUUID(),
        { ...examples.wellness, date: at(i, volume.days).slice(0, 10) },
        now,
      ),
    ),
    ...times(volume.appointments ?? 0, (i) =>
      putRecord(
        userId,
        RECORD_SCOPES.appointments,
        randomUUID(),
        { ...examples.appointments, startsAt: new Date(Date.now() + (i + 1) * DAY).toISOString() },
        now,
      ),
    ),
  ];
  await pMap(jobs, (job) => job(), { concurrency: 16 });
}
