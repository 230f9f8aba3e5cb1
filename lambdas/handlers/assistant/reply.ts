// First: the red-flag rules' expressions compiled to machine code at once (see the file).
import '../../lib/regexp-engine';
import type { AssistantReply, AssistantRequest, Turn } from '../../contracts/assistant';
import { METRIC } from '../../contracts/metrics';
import type {
  AppointmentBody,
  DoseBody,
  MedicationBody,
  SymptomBody,
  WellnessBody,
} from '../../contracts/records';
import { saveExchange, takeQuota } from '../../data/assistant';
import { DOSE_SCOPE, listRecords, readRange, RECORD_SCOPES, type ListResult } from '../../data/records';
import { readModelAgreement } from '../../data/settings';
import {
  buildFacts,
  buildMessages,
  emergencyReply,
  parseModelAnswer,
  offlineReply,
  noticeFor,
  type PersonalData,
} from '../../domain/assistant';
import { escalated, triage } from '../../domain/triage';
import { format, type Language } from '../../i18n';
import { assistantCatalogs } from '../../i18n/assistant';
import { ChatError, complete } from '../../lib/chat';
import type { Reply, RequestContext } from '../../lib/http';
import { logger } from '../../lib/logger';
import { countOne } from '../../lib/metrics';

/** Messages a person may send in a UTC day (ASSISTANT_DAILY_LIMIT): the model costs money. */
export const dailyLimit = () => Number(process.env.ASSISTANT_DAILY_LIMIT) || 30;

/** The first page's records (these lists are read without a cursor, so there is always a page). */
const itemsOf = <T>(result: ListResult<T>) => (result.kind === 'page' ? result.page.items : []);

/**
 * The caller's own recent records, read from their partition only, in bounded pages, and what the symptom
 * analytics find in the last 180 days (the same summaries the analytics page shows: trends and findings).
 */
async function personalData(userId: string, now: Date, lang: Language): Promise<PersonalData> {
  const day = 86_400_000;
  const iso = (ms: number) => new Date(ms).toISOString();
  const [symptoms, medications, doses, wellness, appointments, analysis] = await Promise.all([
    listRecords<SymptomBody>(userId, RECORD_SCOPES.symptoms, {
      from: iso(now.getTime() - 30 * day),
      limit: 20,
    }),
    listRecords<MedicationBody>(userId, RECORD_SCOPES.medications, { limit: 50 }),
    listRecords<DoseBody>(userId, DOSE_SCOPE, { from: iso(now.getTime() - 7 * day), limit: 200 }),
    listRecords<WellnessBody>(userId, RECORD_SCOPES.wellness, {
      from: iso(now.getTime() - 7 * day).slice(0, 10),
      limit: 14,
    }),
    // The next one first: however many are planned, the nearest is the one read.
    readRange<AppointmentBody>(userId, RECORD_SCOPES.appointments, { from: iso(now.getTime()), limit: 1 }),
    analysisFor(userId, now, lang),
  ]);
  return {
    symptoms: itemsOf(symptoms),
    medications: itemsOf(medications),
    doses: itemsOf(doses),
    wellness: itemsOf(wellness),
    appointments,
    analysis,
  };
}

/** The analytics' trends and findings of the last 180 days; without them (a failure) Salus still answers. */
async function analysisFor(userId: string, now: Date, lang: Language): Promise<PersonalData['analysis']> {
  try {
    // The analytics (their statistics and catalogues) load with the first model call, not with every start.
    const { analysisOf } = await import('../analytics/analysis');
    const { analysis: result } = await analysisOf(userId, lang, {}, now.getTime());
    return {
      trends: result.patterns.flatMap((p) =>
        p.kind === 'trend' && p.data.direction !== 'stable' ? [p.summary] : [],
      ),
      findings: result.correlations.map((c) => c.summary),
    };
  } catch (error) {
    logger.warn(
      'analysis left out of the context',
      error instanceof Error ? error : new Error(String(error)),
    );
    return undefined;
  }
}

/**
 * Safety first: the triage runs before anything else, and an emergency is answered at once (112/118, what
 * to do while waiting), with no model, whatever the quota. Then the quota, the caller's own data, and the model
 * only if the person agreed to it (their settings); without it (not agreed, no key, the service down, an empty
 * answer) a useful answer made here from the rules and their data, and a message saying why.
 */
export async function answerMessage({
  userId,
  lang,
  body,
}: RequestContext<AssistantRequest>): Promise<Reply> {
  const now = new Date();
  const texts = assistantCatalogs[lang];
  const checked = triage(body.message);
  const asked: Turn = { role: 'user', content: body.message, at: now.toISOString() };
  const answered = async (reply: AssistantReply) => {
    await saveExchange(
      userId,
      asked,
      {
        role: 'assistant',
        content: reply.response,
        at: new Date(now.getTime() + 1).toISOString(),
        triage: reply.triage,
        offline: reply.offline,
      },
      now,
    );
    return { status: 200, body: reply };
  };

  if (checked.level === 'emergency')
    return answered({ response: emergencyReply(checked, lang), offline: false, triage: 'emergency' });

  if (!(await takeQuota(userId, dailyLimit(), now))) {
    return {
      status: 429,
      body: {
        error: { code: 'too_many_requests', message: format(texts.errors.quota, { limit: dailyLimit() }) },
      },
    };
  }

  const [data, agreed] = await Promise.all([personalData(userId, now, lang), readModelAgreement(userId)]);
  const facts = buildFacts(data, now);
  // Without the person's agreement nothing of theirs goes to the model: the answer is made here, from the
  // rules and their own data, and the chat says how to turn the model on.
  if (!agreed) {
    return answered({
      response: offlineReply(body.message, facts, lang, checked, 'notAgreed'),
      offline: true,
      triage: checked.level,
      error: texts.errors.notAgreed,
    });
  }
  try {
    const { answer, emergency } = parseModelAnswer(
      await complete(
        buildMessages({
          lang,
          facts,
          conversation: body.conversation,
          message: body.message,
          level: checked.level,
        }),
      ),
    );
    // The model saw an emergency the rules missed: the emergency answer, 112 first. It never lowers the level.
    if (emergency)
      return answered({
        response: emergencyReply(escalated(body.message, checked), lang),
        offline: false,
        triage: 'emergency',
      });
    if (!answer) throw new ChatError('empty');
    return answered({
      response: [noticeFor(checked, lang), answer].filter(Boolean).join('\n\n'),
      offline: false,
      triage: checked.level,
    });
  } catch (error) {
    const kind = error instanceof ChatError ? error.kind : 'failure';
    // The model failed (its key unreadable or refused, the service down, an empty answer), rather than being
    // absent from this stage: an operator is told when it keeps failing (a CloudWatch alarm on this count).
    if (!(error instanceof ChatError && error.absent)) {
      logger.warn('model call failed, answered offline', { kind });
      countOne(METRIC.assistantModelFailures, { kind });
    } else {
      // No key at all (the secret's `unset` marker): a stage's choice, or a key an operator forgot to put.
      logger.info('model not configured, answered offline');
      countOne(METRIC.assistantModelNotConfigured);
    }
    return answered({
      response: offlineReply(body.message, facts, lang, checked),
      offline: true,
      triage: checked.level,
      error: texts.errors[kind],
    });
  }
}
