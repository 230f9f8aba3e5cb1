import type { Turn } from '../contracts/assistant';
import type {
  AppointmentBody,
  DoseBody,
  MedicationBody,
  Stored,
  SymptomBody,
  WellnessBody,
} from '../contracts/records';
import { medicationInWindow, type ExportWindow } from '../domain/export/window';
import { readTurns } from './assistant';
import { DOSE_SCOPE, readRange, RECORD_SCOPES } from './records';

export interface ExportRecords {
  symptoms: Stored<SymptomBody>[];
  medications: (Stored<MedicationBody> & { doses: Stored<DoseBody>[] })[];
  wellness: Stored<WellnessBody>[];
  appointments: Stored<AppointmentBody>[];
  conversations: Turn[];
}

/**
 * Everything of the caller in a window, each kind with its own query on its own index (never the whole
 * partition, which holds thousands of chat turns and reminder items): tombstones have no index keys, so they
 * are never read; expired chat turns are filtered out. Medications taken at some time in the window, with
 * their doses in it; doses of a medication since deleted are history without a medication, left out.
 */
export async function readExportRecords(
  userId: string,
  window: ExportWindow,
  now: Date,
  kinds: { conversations: boolean } = { conversations: true },
): Promise<ExportRecords> {
  const { instants, days } = window;
  const [symptoms, medications, doses, wellness, appointments, conversations] = await Promise.all([
    readRange<SymptomBody>(userId, RECORD_SCOPES.symptoms, instants),
    readRange<MedicationBody>(userId, RECORD_SCOPES.medications, {}),
    readRange<DoseBody & { medicationId?: string }>(userId, DOSE_SCOPE, instants),
    readRange<WellnessBody>(userId, RECORD_SCOPES.wellness, {
      ...(days.from ? { from: days.from } : {}),
      ...(days.to ? { to: days.to } : {}),
    }),
    readRange<AppointmentBody>(userId, RECORD_SCOPES.appointments, instants),
    kinds.conversations ? readTurns(userId, now, Infinity) : Promise.resolve([]),
  ]);
  const byMedication = new Map<string, Stored<DoseBody>[]>();
  for (const { medicationId, ...dose } of doses) {
    if (!medicationId) continue;
    const list = byMedication.get(medicationId);
    if (list) list.push(dose);
    else byMedication.set(medicationId, [dose]);
  }
  const inWindow = (turn: Turn) =>
    (!instants.from || turn.at >= instants.from) && (!instants.to || turn.at <= instants.to);
  return {
    symptoms,
    medications: medications
      .filter((m) => medicationInWindow(m, days))
      .map((m) => ({ ...m, doses: byMedication.get(m.id) ?? [] })),
    wellness,
    appointments,
    conversations: conversations.filter(inWindow),
  };
}
