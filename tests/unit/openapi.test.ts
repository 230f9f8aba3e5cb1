import { CorrelationsRequest, InsightsRequest } from '../../lambdas/contracts/analytics';
import { AssistantRequest } from '../../lambdas/contracts/assistant';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { examples } from '../../lambdas/contracts/examples';
import { DeleteAccountRequest } from '../../lambdas/contracts/account';
import { ExportRequest, ImportFile, ImportUploadRequest } from '../../lambdas/contracts/export';
import { FeedbackRequest } from '../../lambdas/contracts/feedback';
import { PushSubscriptionBody, SettingsBody, SnoozeBody, TakenBody } from '../../lambdas/contracts/reminders';
import {
  AppointmentBody,
  DoseBody,
  MedicationBody,
  SymptomBody,
  WellnessBody,
} from '../../lambdas/contracts/records';
import { routeKey, routes } from '../../lambdas/routes';
import { REPO_ROOT } from '../../infra/paths';
import { NO_BODY, buildDocument } from '../../scripts/openapi';

const doc = JSON.parse(readFileSync(path.join(REPO_ROOT, 'docs/openapi.json'), 'utf8'));

describe('docs/openapi.json', () => {
  it('is what the generator builds from the code now', () => {
    expect(doc).toEqual(JSON.parse(JSON.stringify(buildDocument())));
  });

  it('describes every route of the table, each behind the bearer token', () => {
    expect(doc.openapi).toBe('3.1.0');
    for (const route of routes) {
      const operation = doc.paths[route.path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(operation.security).toEqual([{ cognito: [] }]);
    }
    const count = Object.values(doc.paths).reduce((n: number, p) => n + Object.keys(p as object).length, 0);
    expect(count).toBe(routes.length);
  });

  it('has no reference that points nowhere', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/(\w+)"/g)].map(
      (m) => m[1],
    );
    expect(refs.length).toBeGreaterThan(0);
    for (const name of refs) expect(doc.components.schemas[name as string], name).toBeDefined();
  });

  it('gives every request body a valid example', () => {
    const schemas = {
      SymptomBody,
      MedicationBody,
      WellnessBody,
      AppointmentBody,
      DoseBody,
      FeedbackRequest,
      AssistantRequest,
      SettingsBody,
      PushSubscriptionBody,
      TakenBody,
      SnoozeBody,
      CorrelationsRequest,
      InsightsRequest,
      ExportRequest,
      ImportFile,
      DeleteAccountRequest,
      ImportUploadRequest,
    };
    let bodies = 0;
    for (const operations of Object.values(doc.paths) as Record<string, any>[]) {
      for (const operation of Object.values(operations)) {
        const body = operation.requestBody?.content?.['application/json'];
        if (!body) continue;
        bodies += 1;
        const name = body.schema.$ref.split('/').pop() as keyof typeof schemas;
        expect(schemas[name].safeParse(body.example).success, name).toBe(true);
      }
    }
    // Every PUT and POST that takes a body, and the one DELETE that does (the password asked again).
    expect(bodies).toBe(
      routes.filter((r) => (r.method === 'PUT' || r.method === 'POST') && !NO_BODY.has(routeKey(r))).length +
        1,
    );
    for (const [kind, example] of Object.entries(examples)) expect(example, kind).toBeTruthy();
  });
});
