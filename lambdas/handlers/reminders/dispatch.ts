import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import pMap from 'p-map';
import type { AppointmentBody, MedicationBody, Stored } from '../../contracts/records';
import { doseReminderId } from '../../contracts/reminders';
import { DEFAULT_LANGUAGE } from '../../i18n';
import { doseScope, getRecordsAt } from '../../data/records';
import {
  advanceTrack,
  dueAt,
  minuteOf,
  readCheckpoint,
  readReminders,
  writeCheckpoint,
  type DueReminder,
  type ReminderContext,
  type Track,
} from '../../data/reminders';
import { appointmentMessage, doseMessage } from '../../domain/reminders/messages';
import { LATE_SEND_MS, advance, type ReminderState } from '../../domain/reminders/plan';
import { occurrencesBetween } from '../../domain/reminders/time';
import { chunked } from '../../lib/chunked';
import { logger } from '../../lib/logger';
import { traced } from '../../lib/tracer';
import { deliver, type Recipient } from './deliver';

/**
 * The reminders' dispatcher: one handler, run every minute (EventBridge Scheduler in AWS, the twin's own
 * timer locally, or `POST /_local/reminders/tick` in the twin to replay a night). Each tick, for every shard of
 * the due index, reads the minutes since that shard's checkpoint (and a few before it, for index entries that
 * arrive late), and for the reminders found: reads them from the table (33 in one request, and the doses that
 * would answer them in another), sends what is due on every channel the person chose (each channel claimed
 * once), and moves each on conditioned on the minute it was found at. Ticks that overlap, or a tick run twice,
 * send nothing twice.
 */
export interface TickOptions {
  shards: number;
  /** Reminders processed at once per shard (each sends to a few services). */
  concurrency: number;
}

export interface TickReport {
  now: string;
  reminders: number;
  sent: number;
  retried: number;
}

const MINUTE = 60_000;
/** Index entries can show up a moment after the write: each tick looks this far behind its checkpoint. */
const LOOKBACK_MINUTES = 5;
/** Nothing older than this is sent (it is "persa"); a fresh twin or a new shard starts here. */
const OLDEST = LATE_SEND_MS;
/** Index pages a shard reads at once. */
const READS_AT_ONCE = 8;
/** Reminders read together: three keys each (track, settings, record), within a BatchGetItem's 100. */
const READ_BATCH = 33;
/** Batches a shard handles at once (each sends `concurrency` reminders at a time). */
const BATCHES_AT_ONCE = 2;

export function tickOptions(): TickOptions {
  const shards = Number(process.env.REMINDER_SHARDS ?? 8);
  const concurrency = Number(process.env.REMINDER_CONCURRENCY ?? 16);
  return {
    shards: Number.isInteger(shards) && shards > 0 ? shards : 8,
    concurrency: Number.isInteger(concurrency) && concurrency > 0 ? concurrency : 16,
  };
}

/** Every shard of the due index, or the ones named (a shard's own message in AWS). */
export async function tick(
  nowMs: number,
  options: TickOptions = tickOptions(),
  only?: readonly number[],
): Promise<TickReport> {
  const now = minuteOf(nowMs);
  const report: TickReport = { now: new Date(nowMs).toISOString(), reminders: 0, sent: 0, retried: 0 };
  const shards = only ?? Array.from({ length: options.shards }, (_, i) => i);
  await pMap(
    shards,
    async (shard) => {
      const done = (await readCheckpoint(shard)) ?? now - OLDEST;
      // A checkpoint ahead of this tick (the twin replaying an earlier hour) still looks back a few minutes.
      const from =
        done >= now
          ? now - LOOKBACK_MINUTES * MINUTE
          : Math.max(done - LOOKBACK_MINUTES * MINUTE, now - OLDEST);
      // The minutes' index pages are read side by side (a tick that catches up after an outage reads up to
      // two hours of them), then handled in order; what they move on is due at this tick's minute at the
      // earliest (advanceTrack), which the next tick reads again (it looks back LOOKBACK_MINUTES).
      const minutes = Array.from({ length: (now - from) / MINUTE + 1 }, (_, i) => from + i * MINUTE);
      const due = await pMap(minutes, (minute) => dueAt(minute, shard), { concurrency: READS_AT_ONCE });
      for (const [i, found] of due.entries()) {
        const minute = minutes[i]!;
        await pMap(
          chunked(found, READ_BATCH),
          async (batch) => {
            for (const outcome of await remindBatch(batch, minute, nowMs, options)) {
              report.reminders += outcome ? 1 : 0;
              report.sent += outcome?.sent ?? 0;
              report.retried += outcome?.retried ?? 0;
            }
          },
          { concurrency: BATCHES_AT_ONCE },
        );
      }
      await writeCheckpoint(shard, now);
    },
    { concurrency: Math.min(options.shards, 4) },
  );
  return report;
}

type Context = ReminderContext<MedicationBody & AppointmentBody>;

/**
 * Reminders found due at `minute`, read together, then sent side by side: for each, undefined when somebody
 * else already moved it on (or it failed, and stays due for the next tick).
 */
async function remindBatch(batch: DueReminder[], minute: number, nowMs: number, options: TickOptions) {
  const contexts = (await readReminders<MedicationBody & AppointmentBody>(batch)).filter(
    (c): c is Context & { track: Track } => c.track?.dueMinute === minute,
  );
  // The doses that would answer each medication's pending or newly due occurrences, read together too.
  const asked = contexts.map(({ track, record, settings }) =>
    track.kind === 'MED' && record
      ? candidates({ ...record, id: track.refId }, settings.timeZone, track.state, nowMs)
      : [],
  );
  const doses = await getRecordsAt(
    contexts.flatMap(({ userId, track }, i) =>
      asked[i]!.map((id) => ({ userId, scope: doseScope(track.refId), id })),
    ),
  );
  let at = 0;
  const answered = asked.map((ids) => {
    const found = doses.slice(at, (at += ids.length));
    return new Set(ids.filter((_, i) => found[i] !== undefined));
  });
  return pMap(contexts.keys(), (i) => remind(contexts[i]!, answered[i]!, minute, nowMs, options.shards), {
    concurrency: options.concurrency,
  });
}

/** One reminder due at `minute`; a person's failure does not stop the others' (it stays due, tried again). */
async function remind(
  { userId, track, settings, contact, record }: Context & { track: Track },
  answered: Set<string>,
  minute: number,
  nowMs: number,
  shards: number,
) {
  const to: Recipient = { userId, settings, contact };
  try {
    return track.kind === 'MED'
      ? await remindDose(track, record, answered, to, minute, nowMs, shards)
      : await remindAppointment(track, record, to, minute, nowMs, shards);
  } catch (error) {
    logger.error('reminder failed', error instanceof Error ? error : new Error('non-Error thrown'));
    return undefined;
  }
}

async function remindDose(
  track: Track,
  medication: Stored<MedicationBody> | undefined,
  answered: Set<string>,
  to: Recipient,
  minute: number,
  nowMs: number,
  shards: number,
) {
  if (!medication) {
    await advanceTrack(track, minute, track.state, undefined, shards);
    return { sent: 0, retried: 0 };
  }
  const schedulable = { ...medication, id: track.refId };
  const { timeZone, reminders } = to.settings;
  const settings = {
    timeZone,
    repeatEveryMinutes: reminders.repeatEveryMinutes,
    maxRepeats: reminders.maxRepeats,
    quietHours: reminders.quietHours,
  };
  const result = advance(schedulable, settings, track.state, answered, nowMs);
  const lang = to.contact?.language ?? DEFAULT_LANGUAGE;
  let retried = 0;
  const pending = [...result.state.pending];
  for (const send of result.sends) {
    const reminderId = doseReminderId(track.refId, send.day, send.time);
    const occurrence = { id: reminderId, time: send.time };
    const key = `dose-${send.occurrenceId}-${send.attempt}`;
    const delivered = await deliver(
      to,
      {
        key,
        kind: 'dose',
        sendAtMs: send.dueMs,
        inApp: doseMessage(medication, occurrence, { lang, discreet: false }),
        outside: doseMessage(medication, occurrence, { lang, discreet: reminders.discreet }),
        reminderId,
      },
      new Date(nowMs),
    );
    if (delivered.retry && nowMs - send.dueMs < LATE_SEND_MS) {
      retried += 1;
      pending.push({ ...send, atMs: minute + MINUTE });
    }
  }
  const state: ReminderState = { ...result.state, pending };
  const next = Math.min(result.nextDueMs ?? Infinity, ...pending.map((p) => p.atMs));
  await advanceTrack(track, minute, state, Number.isFinite(next) ? next : undefined, shards, minuteOf(nowMs));
  return { sent: result.sends.length, retried };
}

async function remindAppointment(
  track: Track,
  appointment: Stored<AppointmentBody> | undefined,
  to: Recipient,
  minute: number,
  nowMs: number,
  shards: number,
) {
  const [send] = track.state.pending;
  if (!appointment || !send || appointment.remindMinutesBefore == null) {
    await advanceTrack(track, minute, { ...track.state, pending: [] }, undefined, shards);
    return { sent: 0, retried: 0 };
  }
  const lang = to.contact?.language ?? DEFAULT_LANGUAGE;
  const { timeZone, reminders } = to.settings;
  const subject = { id: track.refId, title: appointment.title, startsAt: appointment.startsAt };
  const delivered = await deliver(
    to,
    {
      key: `appointment-${track.refId}-${send.dueMs}`,
      kind: 'appointment',
      sendAtMs: send.atMs,
      inApp: appointmentMessage(subject, timeZone, { lang, discreet: false }),
      outside: appointmentMessage(subject, timeZone, { lang, discreet: reminders.discreet }),
      reminderId: track.refId,
    },
    new Date(nowMs),
  );
  const retry = delivered.retry && nowMs < Date.parse(appointment.startsAt);
  const state = { ...track.state, pending: retry ? [{ ...send, atMs: minute + MINUTE }] : [] };
  await advanceTrack(track, minute, state, retry ? minute + MINUTE : undefined, shards, minuteOf(nowMs));
  return { sent: 1, retried: retry ? 1 : 0 };
}

/** The occurrences this step can touch: those pending and those that came due since the last step. */
function candidates(
  medication: Parameters<typeof occurrencesBetween>[0],
  timeZone: string,
  state: ReminderState,
  nowMs: number,
): string[] {
  const fresh = occurrencesBetween(medication, timeZone, state.scheduledThroughMs + 1, nowMs + 1);
  return [...new Set([...state.pending.map((p) => p.occurrenceId), ...fresh.map((o) => o.id)])];
}

/** One shard's work for one minute: the message the tick sends per shard when it fans out. */
export interface ShardMessage {
  now: string;
  shard: number;
}

/**
 * At a stage's scale one invocation cannot send every shard's reminders within the minute
 * (docs/operations.md §12): with REMINDER_QUEUE_URL the tick only sends one message per shard to the queue,
 * and the same function, invoked by the queue once per message (up to one invocation per shard at once), sends
 * that shard's reminders. Without a queue (the twin, a small stage) the tick sends every shard itself.
 */
export async function fanOut(nowMs: number, queueUrl: string, options: TickOptions): Promise<number> {
  const now = new Date(nowMs).toISOString();
  const messages: ShardMessage[] = Array.from({ length: options.shards }, (_, shard) => ({ now, shard }));
  for (let i = 0; i < messages.length; i += SQS_BATCH) {
    const batch = messages.slice(i, i + SQS_BATCH);
    const result = await sqs().send(
      new SendMessageBatchCommand({
        QueueUrl: queueUrl,
        Entries: batch.map((m) => ({ Id: `shard-${m.shard}`, MessageBody: JSON.stringify(m) })),
      }),
    );
    // A shard that could not be queued is sent here, now: late is better than missed.
    const failed = (result.Failed ?? []).map((f) => Number(String(f.Id).replace('shard-', '')));
    if (failed.length > 0) {
      logger.warn('shards not queued, sent by the tick itself', { shards: failed.length });
      await tick(nowMs, options, failed);
    }
  }
  return messages.length;
}

const SQS_BATCH = 10;
let sqsClient: SQSClient | undefined;
const sqs = () => (sqsClient ??= traced(new SQSClient({})));

/** A shard message as the queue hands it over, or undefined when it is not one. */
function shardMessage(body: string, shards: number): ShardMessage | undefined {
  try {
    const m = JSON.parse(body) as Partial<ShardMessage>;
    const valid =
      typeof m.now === 'string' &&
      Number.isFinite(Date.parse(m.now)) &&
      Number.isInteger(m.shard) &&
      (m.shard as number) >= 0 &&
      (m.shard as number) < shards;
    return valid ? (m as ShardMessage) : undefined;
  } catch {
    return undefined;
  }
}

/** The queue's invocation: each message is one shard's minute; a failed one goes back to the queue alone. */
async function shardsFromQueue(event: SQSEvent): Promise<SQSBatchResponse> {
  const options = tickOptions();
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    const message = shardMessage(record.body, options.shards);
    if (!message) {
      // Not ours to retry: a message no tick wrote.
      logger.error('not a shard message, dropped', { messageId: record.messageId });
      continue;
    }
    try {
      const report = await tick(Date.parse(message.now), options, [message.shard]);
      logger.info('reminders shard', { shard: message.shard, ...report });
    } catch (error) {
      logger.error('reminders shard failed', error instanceof Error ? error : new Error('non-Error thrown'));
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
}

/**
 * EventBridge Scheduler's invocation (or the twin's timer): `{ now?: ISO }`, the real clock otherwise; with a
 * queue it fans the minute out per shard. The queue's invocation: `{ Records }`, one shard each.
 */
export async function handler(
  event: { now?: string } | SQSEvent = {},
): Promise<TickReport | SQSBatchResponse | { now: string; queued: number }> {
  if ('Records' in event && Array.isArray(event.Records)) return shardsFromQueue(event);
  const parsed = 'now' in event && event.now ? Date.parse(event.now) : NaN;
  const nowMs = Number.isFinite(parsed) ? parsed : Date.now();
  const queueUrl = process.env.REMINDER_QUEUE_URL;
  if (queueUrl) {
    const queued = await fanOut(nowMs, queueUrl, tickOptions());
    logger.info('reminders tick fanned out', { queued });
    return { now: new Date(nowMs).toISOString(), queued };
  }
  const report = await tick(nowMs);
  logger.info('reminders tick', { ...report });
  return report;
}
