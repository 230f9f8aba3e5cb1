/**
 * Writes docs/openapi.json (OpenAPI 3.1) from the route table and the contract schemas.
 * `npm run openapi` regenerates it; `--check` fails when the committed file is out of date (npm test runs it).
 */
import { HOURLY_LIMITS } from '../lambdas/domain/limits';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import { examples } from '../lambdas/contracts/examples';
import { CorrelationsRequest, InsightsRequest } from '../lambdas/contracts/analytics';
import { AssistantRequest } from '../lambdas/contracts/assistant';
import { DeleteAccountRequest } from '../lambdas/contracts/account';
import { ExportRequest, ImportFile, ImportUploadRequest } from '../lambdas/contracts/export';
import { FeedbackRequest } from '../lambdas/contracts/feedback';
import { PushSubscriptionBody, SettingsBody, SnoozeBody, TakenBody } from '../lambdas/contracts/reminders';
import {
  AppointmentBody,
  DoseBody,
  MedicationBody,
  SymptomBody,
  WellnessBody,
} from '../lambdas/contracts/records';
import { routes, routeKey } from '../lambdas/routes';
import { REPO_ROOT } from '../infra/paths';

const FILE = path.join(REPO_ROOT, 'docs/openapi.json');
const schema = (s: unknown) => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(s as z.ZodType, {
    io: 'input',
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  return rest;
};

const BODIES: Record<string, { name: string; schema: unknown; example: unknown }> = {
  symptoms: { name: 'SymptomBody', schema: SymptomBody, example: examples.symptoms },
  medications: { name: 'MedicationBody', schema: MedicationBody, example: examples.medications },
  wellness: { name: 'WellnessBody', schema: WellnessBody, example: examples.wellness },
  appointments: { name: 'AppointmentBody', schema: AppointmentBody, example: examples.appointments },
  doses: { name: 'DoseBody', schema: DoseBody, example: examples.doses },
  feedback: { name: 'FeedbackRequest', schema: FeedbackRequest, example: examples.feedback },
  assistant: { name: 'AssistantRequest', schema: AssistantRequest, example: examples.assistant },
  correlations: { name: 'CorrelationsRequest', schema: CorrelationsRequest, example: examples.correlations },
  insights: { name: 'InsightsRequest', schema: InsightsRequest, example: examples.insights },
  export: { name: 'ExportRequest', schema: ExportRequest, example: examples.export },
  import: { name: 'ImportFile', schema: ImportFile, example: examples.import },
  importUpload: { name: 'ImportUploadRequest', schema: ImportUploadRequest, example: examples.importUpload },
  deleteAccount: {
    name: 'DeleteAccountRequest',
    schema: DeleteAccountRequest,
    example: examples.deleteAccount,
  },
  settings: { name: 'SettingsBody', schema: SettingsBody, example: examples.settings },
  taken: { name: 'TakenBody', schema: TakenBody, example: examples.taken },
  snooze: { name: 'SnoozeBody', schema: SnoozeBody, example: examples.snooze },
  pushSubscription: {
    name: 'PushSubscriptionBody',
    schema: PushSubscriptionBody,
    example: examples.pushSubscription,
  },
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (s: unknown) => ({ 'application/json': { schema: s } });
const error = (description: string) => ({ description, content: json(ref('Error')) });

/** POST routes that take no body: the action is the path. */
export const NO_BODY = new Set([
  'POST /reminders/test',
  'POST /notifications/{id}/read',
  'POST /reminders/{id}/skip',
]);

/** Routes outside the records whose answers are their own. */
const OWN_RESPONSES: Record<string, Record<number, unknown>> = {
  'DELETE /me/sessions': {
    204: {
      description:
        'Every session of the caller ended, this one included: the API refuses tokens authenticated up to this second (within a minute on every instance) and Cognito stops renewing them. Answered once that second is over, so a sign-in after the answer works',
    },
  },
  'GET /me/settings': {
    200: {
      description: 'The time zone and reminder settings, every field present',
      content: json(ref('SettingsBody')),
    },
  },
  'PUT /me/settings': {
    200: {
      description: 'The settings after the change (the fields not sent are unchanged)',
      content: json(ref('SettingsBody')),
    },
    409: error('Changed by another device three times in a row; try again'),
  },
  'GET /reminders': {
    200: {
      description:
        'The doses (and appointment reminders) due in the window (from, to: ISO date-times; today and the next 6 days by default, 31 days at most), by time, each with its status',
    },
  },
  'POST /reminders/{id}/taken': {
    200: {
      description:
        'The dose is recorded as taken (now, or takenAt) and the stock lowered; the same call again changes nothing',
    },
  },
  'POST /reminders/{id}/skip': { 200: { description: 'The dose is recorded as skipped' } },
  'POST /reminders/{id}/snooze': { 200: { description: 'The reminder comes again after the minutes given' } },
  'POST /analyze/correlations': {
    200: {
      description:
        "The caller's own diary analysed over the window (the last 180 days by default, 5 years at most): the findings with q < 0.05 (Benjamini–Hochberg over every symptom × factor × lag tested), strongest first, each said as an association in the caller's language; the pairs that need more data; the weekday, trend and time-of-day patterns; the daily series for the charts; suggestions",
    },
    429: error(
      `Past the caller’s own hourly limit (${HOURLY_LIMITS.analysis} an hour, with POST /insights): what happened and when to try again, in the caller’s language; Retry-After in seconds`,
    ),
  },
  'POST /insights': {
    200: {
      description:
        "What the caller's own data says (stock running out, doses missed this week, the next appointment, trends, the strongest finding), most pressing first; with less than three, the three default tips fill the list",
    },
    429: error(
      `Past the caller’s own hourly limit (${HOURLY_LIMITS.analysis} an hour, with POST /analyze/correlations): what happened and when to try again, in the caller’s language; Retry-After in seconds`,
    ),
  },
  'POST /export/{type}': {
    200: {
      description:
        "The caller's own data as a file to download (Content-Disposition: attachment; no-store): json (complete and versioned, what POST /import reads), csv (a ZIP of one ;-separated CSV per kind with a UTF-8 BOM), pdf (the visit brief for the doctor), ics (appointments and medication schedules), fhir (an R4 Bundle). 404 for another type; 413 when the file would not fit in an answer (choose a shorter period)",
      content: {
        'application/json': {},
        'application/zip': {},
        'application/pdf': {},
        'text/calendar': {},
        'application/fhir+json': {},
      },
    },
    429: error(
      `Past the caller’s own hourly limit (${HOURLY_LIMITS.export} an hour, every format): what happened and when to try again, in the caller’s language; Retry-After in seconds`,
    ),
  },
  'DELETE /me': {
    204: {
      description:
        "The account is deleted: the password asked again (checked by Cognito with the caller's token; wrong: 403 wrong_password), every session ended and every token refused from now on, the Cognito user deleted, every item under the person's key swept (feedback kept for the team without the e-mail address); a scheduled sweep verifies that nothing is left once the last token has expired",
    },
  },
  'POST /import': {
    200: {
      description:
        "A JSON export (POST /export/json) written into the caller's own account, at most 512 KB: checked whole first (any invalid record: 400 with the first problems at their place, nothing written; another file: 400 import_format; a later formatVersion: 400 import_version), then each record with a condition: { created, updated, unchanged, skipped, kept }. A newer version in the account, a deletion made after the export, or a wellness day already recorded is kept; the same file twice creates nothing. A larger file (≤ 5 MB) is uploaded first (POST /import/uploads) and imported with { uploadId }: 202 and the job (GET /import/{id})",
    },
    429: error(
      `Past the caller’s own hourly limit (${HOURLY_LIMITS.import} an hour, with POST /import/uploads): what happened and when to try again, in the caller’s language; Retry-After in seconds`,
    ),
  },
  'POST /import/uploads': {
    201: {
      description:
        'Where the browser sends a file too large for the request (≤ 5 MB): a form POST to url with fields, then the file as "file" (a presigned POST: the key and the size are fixed by its policy), within 10 minutes',
    },
    429: error(
      `Past the caller’s own hourly limit (${HOURLY_LIMITS.import} an hour, with POST /import): what happened and when to try again, in the caller’s language; Retry-After in seconds`,
    ),
  },
  'GET /import/{id}': {
    200: {
      description:
        "How far the caller's own import job is: status (queued, running, done, failed), total, processed, the counts, and the file's problems when it failed; 404 for another person's",
    },
  },
  'POST /reminders/test': {
    200: { description: 'Sent on every channel the person chose: what each channel did' },
  },
  'GET /notifications': {
    200: {
      description:
        'The in-app notifications, newest first, 20 a page; unread (of the newest 100) on the first page',
    },
  },
  'POST /notifications/{id}/read': {
    200: { description: 'Marked read (the first time; again, nothing changes)' },
  },
  'PUT /push/subscriptions/{id}': {
    201: { description: 'This device will receive reminders by push' },
    200: { description: 'The subscription is replaced (new keys or endpoint)' },
  },
};

function bodyFor(method: string, p: string) {
  if (p === '/feedback/send') return BODIES.feedback;
  if (p === '/me/settings') return method === 'PUT' ? BODIES.settings : undefined;
  if (p.startsWith('/push/subscriptions/')) return method === 'PUT' ? BODIES.pushSubscription : undefined;
  if (p.endsWith('/taken')) return BODIES.taken;
  if (p.endsWith('/snooze')) return BODIES.snooze;
  if (p === '/assistant') return method === 'POST' ? BODIES.assistant : undefined;
  if (p === '/analyze/correlations') return BODIES.correlations;
  if (p === '/insights') return BODIES.insights;
  if (p === '/export/{type}') return BODIES.export;
  if (p === '/import') return BODIES.import;
  if (p === '/import/uploads') return BODIES.importUpload;
  if (p === '/me' && method === 'DELETE') return BODIES.deleteAccount;
  if (method !== 'PUT') return undefined;
  return p.endsWith('/doses/{doseId}') ? BODIES.doses : BODIES[p.split('/')[1] ?? ''];
}

function storedRef(p: string) {
  const body = p.includes('/doses') ? BODIES.doses : BODIES[p.split('/')[1] ?? ''];
  return body ? { allOf: [ref(body.name), ref('RecordMeta')] } : {};
}

const ASSISTANT_RESPONSES: Record<string, Record<number, unknown>> = {
  POST: {
    200: {
      description:
        'The answer. On an emergency, 112/118 first and no model call. Without the model (no key, the service down, an empty answer): offline true, a rule-based answer, and the spec message in error',
      content: json(ref('AssistantReply')),
    },
    429: error("The day's message quota is used up (emergencies are always answered)"),
  },
  GET: {
    200: {
      description: 'The welcome message and the conversation, oldest first (the last 50 turns)',
      content: json({
        type: 'object',
        properties: {
          welcome: { type: 'string' },
          turns: { type: 'array', items: ref('Turn') },
        },
      }),
    },
  },
  DELETE: { 204: { description: 'The conversation is deleted' } },
};

export function buildDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const p = route.path;
    const method = route.method.toLowerCase();
    const body = bodyFor(route.method, p);
    const params = [...p.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
      name,
      in: 'path',
      required: true,
      schema: p.startsWith('/notifications/')
        ? { type: 'string', pattern: '^\\d{15}-[a-z0-9-]{1,100}$' }
        : p.startsWith('/reminders/')
          ? { type: 'string', description: '<medicationId>_<YYYY-MM-DD>_<HHmm>' }
          : { type: 'string', format: 'uuid' },
    }));
    const isList = route.fn === 'records' && route.method === 'GET' && !p.endsWith('}');
    const query = isList
      ? [
          {
            name: 'from',
            in: 'query',
            schema: { type: 'string' },
            description: 'ISO date or date-time, inclusive',
          },
          {
            name: 'to',
            in: 'query',
            schema: { type: 'string' },
            description: 'ISO date or date-time, inclusive',
          },
          { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 200, default: 50 } },
          {
            name: 'cursor',
            in: 'query',
            schema: { type: 'string' },
            description: 'nextCursor of the previous page',
          },
        ]
      : [];
    const headers =
      p === '/feedback/send'
        ? [
            {
              name: 'Idempotency-Key',
              in: 'header',
              required: false,
              description:
                'A retry with the same key is stored and e-mailed once; without it, each call is new',
              schema: { type: 'string', format: 'uuid' },
            },
          ]
        : [];
    const own = OWN_RESPONSES[routeKey(route)];
    const ok = own
      ? own
      : p === '/assistant'
        ? ASSISTANT_RESPONSES[route.method]
        : p === '/me'
          ? { 200: { description: "The caller's profile", content: json(ref('Me')) } }
          : p === '/feedback/send'
            ? {
                201: { description: 'Stored and sent to the team' },
                200: { description: 'Already received (a retry)' },
              }
            : route.method === 'DELETE'
              ? { 204: { description: 'Deleted (also when already deleted)' } }
              : route.method === 'PUT'
                ? {
                    201: { description: 'Created', content: json(storedRef(p)) },
                    200: { description: 'Updated, or the same content again', content: json(storedRef(p)) },
                  }
                : isList
                  ? {
                      200: {
                        description: 'Newest first',
                        content: json({
                          type: 'object',
                          properties: {
                            items: { type: 'array', items: storedRef(p) },
                            nextCursor: { type: ['string', 'null'] },
                          },
                        }),
                      },
                    }
                  : { 200: { description: 'The record', content: json(storedRef(p)) } };
    paths[p] ??= {};
    paths[p][method] = {
      operationId: routeKey(route)
        .replace(/[^\w]+/g, '_')
        .replace(/_$/, ''),
      security: [{ cognito: [] }],
      parameters: [...params, ...query, ...headers],
      ...(body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: ref(body.name), example: body.example } },
            },
          }
        : {}),
      responses: {
        ...ok,
        ...(body || params.length || isList
          ? { 400: error('Bad input, in the caller language; nothing stored') }
          : {}),
        401: { description: 'No valid token' },
        ...(params.length ? { 404: error('Not found, or not yours') } : {}),
        ...(route.method === 'PUT' && route.fn === 'records' ? { 409: error('The version is stale') } : {}),
        413: error('Body too large'),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'SaluteMia API',
      version: '0.1.0',
      description:
        'JSON in and out. Errors: {"error": {"code", "message", "details"?}} with the message in the caller language (Accept-Language, Italian by default). Every route needs a Cognito access token.',
    },
    servers: [
      {
        url: '{apiUrl}',
        variables: { apiUrl: { default: 'https://api.example', description: 'apiUrl from /config.json' } },
      },
    ],
    components: {
      securitySchemes: { cognito: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        ...Object.fromEntries(Object.values(BODIES).map((b) => [b.name, schema(b.schema)])),
        RecordMeta: {
          type: 'object',
          properties: {
            id: { type: 'string', format: 'uuid' },
            version: { type: 'integer', description: 'Send it back with the next PUT' },
            createdAt: { type: 'string', format: 'date-time' },
            updatedAt: { type: 'string', format: 'date-time' },
          },
        },
        AssistantReply: {
          type: 'object',
          required: ['response', 'offline', 'triage'],
          properties: {
            response: { type: 'string', description: 'Plain text, in the caller language' },
            offline: { type: 'boolean' },
            triage: { enum: ['emergency', 'urgent', 'routine'] },
            error: { type: 'string', description: 'The spec message for what failed, when something did' },
          },
        },
        Turn: {
          type: 'object',
          properties: {
            role: { enum: ['user', 'assistant'] },
            content: { type: 'string' },
            at: { type: 'string', format: 'date-time' },
            triage: { enum: ['emergency', 'urgent', 'routine'] },
            offline: { type: 'boolean' },
          },
        },
        Me: {
          type: 'object',
          properties: {
            id: { type: 'string' },
            email: { type: 'string' },
            name: { type: 'string' },
            language: { enum: ['it', 'en', 'hi'] },
            emailVerified: { type: 'boolean' },
            createdAt: { type: ['string', 'null'] },
            healthDataConsentAt: { type: ['string', 'null'] },
          },
        },
        Error: {
          type: 'object',
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: {
                code: { type: 'string' },
                message: { type: 'string' },
                details: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: { path: { type: 'string' }, issue: { type: 'string' } },
                  },
                },
              },
            },
          },
        },
      },
    },
    paths,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = `${JSON.stringify(buildDocument(), null, 2)}\n`;
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(FILE, 'utf8');
    } catch {
      // missing: out of date
    }
    if (current !== text) {
      console.error('docs/openapi.json is out of date: run npm run openapi');
      process.exit(1);
    }
    console.log('docs/openapi.json is current');
  } else {
    writeFileSync(FILE, text);
    console.log(`wrote ${path.relative(REPO_ROOT, FILE)}`);
  }
}
