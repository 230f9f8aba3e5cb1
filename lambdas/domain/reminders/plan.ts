import {
  afterQuietHours,
  nextOccurrence,
  occurrencesBetween,
  type QuietHours,
  type Schedulable,
} from './time';

/**
 * What one medication's reminder does when the dispatcher reaches it: which sends are due now, and when it is
 * due next. Pure: the handler reads the state and the answers, calls `advance`, claims each send per channel,
 * then writes the new state conditioned on the old `nextDueMs` (so two ticks cannot both advance it).
 */

/** A dose not sent later than this after it was due is not sent at all: it is "persa" (missed). */
export const LATE_SEND_MS = 2 * 60 * 60_000;

/** One send of one occurrence: the first (attempt 0), a repeat (1…M), or the end of a snooze ("snooze-k"). */
export interface Pending {
  occurrenceId: string;
  dueMs: number;
  /** The dose's day and time on the person's wall clock, as the schedule says. */
  day: string;
  time: string;
  /** 0: first send; 1…M: repeats; snoozes count on from 100 so their claims never meet a repeat's. */
  attempt: number;
  /** When it is to be sent (after quiet hours). */
  atMs: number;
}

export interface ReminderState {
  /** Occurrences due up to here have been expanded into `pending` (or found missed). */
  scheduledThroughMs: number;
  pending: Pending[];
  /** How many times each occurrence was snoozed: each snooze's send has an attempt number of its own. */
  snoozes?: Record<string, number>;
}

export interface ReminderSettings {
  timeZone: string;
  repeatEveryMinutes: number | null;
  maxRepeats: number;
  quietHours: QuietHours | null;
}

export type Send = Omit<Pending, 'atMs'>;

export interface Advance {
  sends: Send[];
  /** Occurrences that came due more than LATE_SEND_MS ago without a send: recorded as missed, not sent. */
  missed: string[];
  state: ReminderState;
  /** The next instant this reminder has something to do, or undefined when nothing is left. */
  nextDueMs: number | undefined;
}

/** A fresh reminder starts from `nowMs`: only doses due from then on are reminded. */
export const initialState = (nowMs: number): ReminderState => ({ scheduledThroughMs: nowMs, pending: [] });

const SNOOZE_ATTEMPT_BASE = 100;

/**
 * Everything due up to `nowMs`: new occurrences since `scheduledThroughMs` become pending (or missed when too
 * old), pending sends whose time has come are sent unless the occurrence was answered, and unanswered ones are
 * rescheduled as repeats.
 */
export function advance(
  medication: Schedulable,
  settings: ReminderSettings,
  state: ReminderState,
  answered: ReadonlySet<string>,
  nowMs: number,
): Advance {
  const { timeZone } = settings;
  const pending = state.pending.filter((p) => !answered.has(p.occurrenceId));
  const missed: string[] = [];
  const fresh = occurrencesBetween(medication, timeZone, state.scheduledThroughMs + 1, nowMs + 1);
  for (const o of fresh) {
    if (answered.has(o.id)) continue;
    if (o.dueMs < nowMs - LATE_SEND_MS) missed.push(o.id);
    else
      pending.push({
        occurrenceId: o.id,
        dueMs: o.dueMs,
        day: o.day,
        time: o.time,
        attempt: 0,
        atMs: afterQuietHours(o.dueMs, settings.quietHours, timeZone),
      });
  }
  const sends: Send[] = [];
  const later: Pending[] = [];
  for (const p of pending) {
    if (p.atMs > nowMs) {
      later.push(p);
      continue;
    }
    const { atMs: _at, ...send } = p;
    sends.push(send);
    if (repeats(p, settings)) {
      const atMs = afterQuietHours(
        p.atMs + settings.repeatEveryMinutes! * 60_000,
        settings.quietHours,
        timeZone,
      );
      later.push({ ...p, attempt: p.attempt + 1, atMs });
    }
  }
  const newState: ReminderState = {
    ...state,
    scheduledThroughMs: Math.max(state.scheduledThroughMs, nowMs),
    pending: later,
  };
  return { sends, missed, state: newState, nextDueMs: nextDue(medication, settings, newState) };
}

/** A snooze: the occurrence is sent again after `minutes`, whatever its repeats. */
export function snooze(
  state: ReminderState,
  occurrence: Omit<Pending, 'attempt' | 'atMs'>,
  untilMs: number,
): ReminderState {
  const before = state.snoozes?.[occurrence.occurrenceId] ?? 0;
  const others = state.pending.filter((p) => p.occurrenceId !== occurrence.occurrenceId);
  return {
    ...state,
    pending: [...others, { ...occurrence, attempt: SNOOZE_ATTEMPT_BASE + before, atMs: untilMs }],
    snoozes: { ...state.snoozes, [occurrence.occurrenceId]: before + 1 },
  };
}

/** The next instant the reminder has work: its earliest pending send or the schedule's next dose. */
export function nextDue(
  medication: Schedulable,
  settings: ReminderSettings,
  state: ReminderState,
): number | undefined {
  const next = nextOccurrence(medication, settings.timeZone, state.scheduledThroughMs);
  const candidates = [...state.pending.map((p) => p.atMs), ...(next ? [next.dueMs] : [])];
  return candidates.length ? Math.min(...candidates) : undefined;
}

/** Repeats follow the first send while unanswered, each N minutes after the previous send; a snooze is not
 * also repeated. */
const repeats = (p: Pending, settings: ReminderSettings) =>
  p.attempt < SNOOZE_ATTEMPT_BASE &&
  p.attempt < settings.maxRepeats &&
  settings.repeatEveryMinutes !== null &&
  settings.repeatEveryMinutes > 0;
