import type { DoseBody, WellnessBody } from '../../contracts/records';

/**
 * What the analysis reads of doses and wellness entries, and which wellness fields are factors: kept apart
 * from the daily series (and their time-zone arithmetic, Temporal) because every write of a record keeps the
 * month's rollup with these fields (data/rollups.ts), in functions that never analyse.
 */
export type LoggedDose = Pick<DoseBody, 'status' | 'scheduledFor' | 'takenAt'> & { medicationId: string };
export type WellnessDay = Omit<WellnessBody, 'version'>;

/** The wellness fields that are factors, numbers only (the activity's name is not one). */
export const WELLNESS_FACTORS = [
  'sleepHours',
  'sleepQuality',
  'mood',
  'energy',
  'stress',
  'waterLiters',
  'activityMinutes',
  'measurements.weightKg',
  'measurements.systolic',
  'measurements.diastolic',
  'measurements.heartRate',
  'measurements.temperatureC',
  'measurements.glucoseMgDl',
] as const;
