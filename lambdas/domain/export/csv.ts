import { stringify } from 'csv-stringify/sync';
import { strToU8, zipSync } from 'fflate';
import type { DataExport } from '../../contracts/export';
import type { MedicationBody } from '../../contracts/records';
import { format, type Language } from '../../i18n';
import { exportCatalogs } from '../../i18n/export';
import { symptomLabel } from '../../i18n/symptoms';
import { wallClock } from '../reminders/time';

type Cell = string | number | null | undefined;

/** A moment as a person in their zone reads it and Italian Excel parses it: "2026-11-22 08:30". */
function local(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const { day, time } = wallClock(Date.parse(iso), timeZone);
  return `${day} ${time}`;
}

/** A medication's schedule in words ("08:00, 20:00 (tutti i giorni)"). */
export function scheduleText(schedule: MedicationBody['schedule'], lang: Language): string {
  const words = exportCatalogs[lang].cells;
  switch (schedule.type) {
    case 'fixed': {
      const days =
        schedule.weekdays.length === 7
          ? words.schedule.everyDay
          : [...schedule.weekdays]
              .sort((a, b) => a - b)
              .map((d) => words.weekdays[d - 1])
              .join(', ');
      return format(words.schedule.fixed, { times: schedule.times.join(', '), days });
    }
    case 'interval':
      return format(schedule.everyDays === 1 ? words.schedule.daily : words.schedule.interval, {
        n: schedule.everyDays,
        times: schedule.times.join(', '),
      });
    case 'asNeeded':
      return schedule.maxPerDay === undefined
        ? words.schedule.asNeeded
        : format(words.schedule.asNeededMax, { n: schedule.maxPerDay });
  }
}

/**
 * One table as Italian Excel opens it: `;` between cells, a UTF-8 BOM, CRLF, numbers with a decimal comma (and
 * still numbers), and every text cell that would start a formula (=, +, -, @, tab, CR) escaped with a quote.
 */
function table(
  header: Record<string, string>,
  rows: Record<string, Cell>[],
  decimalComma: boolean,
): Uint8Array {
  const columns = Object.entries(header).map(([key, name]) => ({ key, header: name }));
  const text = stringify(rows, {
    header: true,
    columns,
    delimiter: ';',
    record_delimiter: 'windows',
    bom: true,
    escape_formulas: true,
    cast: { number: (n) => (decimalComma ? String(n).replace('.', ',') : String(n)) },
  });
  return strToU8(text);
}

/** The CSV export: a ZIP of one CSV per kind, headers and words in the person's language, times in their zone. */
export function csvZip(data: DataExport, ctx: { lang: Language; timeZone: string }): Uint8Array {
  const { lang, timeZone } = ctx;
  const t = exportCatalogs[lang];
  const cols = t.columns;
  const yesNo = (v: boolean) => (v ? t.cells.yes : t.cells.no);
  // Italian writes decimals with a comma (and Italian Excel reads them so); English and Hindi with a point.
  const decimalComma = lang === 'it';
  const meta = (r: { id: string; version: number; updatedAt: string }) => ({
    id: r.id,
    version: r.version,
    updatedAt: local(r.updatedAt, timeZone),
  });
  const names = new Map(data.medications.map((m) => [m.id, m.name]));
  const files: Record<string, Uint8Array> = {
    [`${t.csvFiles.symptoms}.csv`]: table(
      cols.symptoms,
      data.symptoms.map((s) => ({
        ...meta(s),
        symptom: symptomLabel(s.symptom, lang),
        bodyArea: s.bodyArea,
        severity: s.severity,
        startedAt: local(s.startedAt, timeZone),
        endedAt: s.endedAt ? local(s.endedAt, timeZone) : t.cells.ongoing,
        triggers: s.triggers.join(', '),
        notes: s.notes,
      })),
      decimalComma,
    ),
    [`${t.csvFiles.medications}.csv`]: table(
      cols.medications,
      data.medications.map((m) => ({
        ...meta(m),
        name: m.name,
        activeIngredient: m.activeIngredient,
        strength: m.strength,
        form: m.form,
        doseAmount: m.dose.amount,
        doseUnit: m.dose.unit,
        schedule: scheduleText(m.schedule, lang),
        startDate: m.startDate,
        endDate: m.endDate ?? '',
        stock: m.stock?.quantity,
        lowThreshold: m.stock?.lowThreshold,
        active: yesNo(m.active),
        notes: m.notes,
      })),
      decimalComma,
    ),
    [`${t.csvFiles.doses}.csv`]: table(
      cols.doses,
      data.medications.flatMap((m) =>
        m.doses.map((d) => ({
          ...meta(d),
          medicationId: m.id,
          medication: names.get(m.id),
          status: t.cells.doseStatus[d.status],
          scheduledFor: local(d.scheduledFor, timeZone),
          takenAt: local(d.takenAt, timeZone),
          notes: d.notes,
        })),
      ),
      decimalComma,
    ),
    [`${t.csvFiles.wellness}.csv`]: table(
      cols.wellness,
      data.wellness.map((w) => ({
        ...meta(w),
        date: w.date,
        sleepHours: w.sleepHours,
        sleepQuality: w.sleepQuality,
        mood: w.mood,
        energy: w.energy,
        stress: w.stress,
        waterLiters: w.waterLiters,
        activityMinutes: w.activityMinutes,
        activity: w.activity,
        ...w.measurements,
        notes: w.notes,
      })),
      decimalComma,
    ),
    [`${t.csvFiles.appointments}.csv`]: table(
      cols.appointments,
      data.appointments.map((a) => ({
        ...meta(a),
        title: a.title,
        doctor: a.doctor,
        specialty: a.specialty,
        place: a.place,
        startsAt: local(a.startsAt, timeZone),
        endsAt: local(a.endsAt, timeZone),
        remindMinutesBefore: a.remindMinutesBefore,
        notes: a.notes,
      })),
      decimalComma,
    ),
  };
  // A fixed time for every entry: the same data zips to the same bytes.
  return zipSync(
    Object.fromEntries(
      Object.entries(files).map(([name, bytes]) => [name, [bytes, { mtime: new Date(data.exportedAt) }]]),
    ),
    { level: 6 },
  );
}
