import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The house style's imports that never appear (docs/decisions.md, "The layering") are ESLint rules: these
 * snippets, linted as if they were files at those paths, prove each rule bites and the allowed imports pass.
 * The imported files exist, so the TypeScript resolver finds them as it does in the real tree.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;

/** The import rules' complaints about `code` placed at `file` (other rules are not this test's business). */
async function importProblems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId?.startsWith('import-x/') || m.fatal)
    .map((m) => `${m.ruleId}: ${m.message}`);
}

describe('the layering, enforced by ESLint', { timeout: 60_000 }, () => {
  beforeAll(() => {
    // An import the resolver cannot find is never checked against the zones: make it an error here, so an
    // allowed import passes because it is allowed, not because it was not found.
    eslint = new ESLint({ cwd: ROOT, overrideConfig: { rules: { 'import-x/no-unresolved': 'error' } } });
  });

  it.each([
    [
      'a feature imports another feature',
      'web/src/features/symptoms/x.ts',
      '../medications/MedicationForm',
      'A feature imports no other feature',
    ],
    [
      'a feature imports the app that composes it',
      'web/src/features/symptoms/x.ts',
      '../../app/lazy',
      'Features are composed by web/src/app',
    ],
    [
      'a shared piece imports a feature',
      'web/src/lib/x.ts',
      '../features/symptoms/SymptomsPage',
      'Shared pieces know no feature',
    ],
    ['the domain imports the AWS SDK', 'lambdas/domain/x.ts', '@aws-sdk/client-dynamodb', 'no AWS SDK'],
    ['the domain imports the data layer', 'lambdas/domain/x.ts', '../data/records', 'The domain is pure'],
    [
      'the domain imports a handler',
      'lambdas/domain/x.ts',
      '../handlers/records/index',
      'The domain is pure',
    ],
    [
      'the stack imports the data layer',
      'infra/x.ts',
      '../lambdas/data/records',
      'The stack and the twin read the route table',
    ],
    [
      'the twin imports a handler',
      'infra/local/x.ts',
      '../../lambdas/handlers/auth-triggers/pre-sign-up',
      'The stack and the twin read the route table',
    ],
    [
      'the SPA imports the domain',
      'web/src/x.ts',
      '../../lambdas/domain/triage',
      'The SPA shares only lambdas/contracts and lambdas/i18n',
    ],
    [
      'a Lambda imports the SPA',
      'lambdas/x.ts',
      '../web/src/lib/format',
      'The Lambdas know nothing of the SPA or the stack',
    ],
    [
      'a Lambda imports the stack',
      'lambdas/lib/x.ts',
      '../../infra/paths',
      'The Lambdas know nothing of the SPA or the stack',
    ],
    [
      'a contract imports the domain',
      'lambdas/contracts/x.ts',
      '../domain/triage',
      'Contracts and catalogues are shared with the SPA',
    ],
  ])('refuses %s', async (_what, file, target, reason) => {
    const problems = await importProblems(file, `import '${target}';\n`);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^import-x\/no-restricted-paths: Unexpected path/);
    expect(problems[0]).toContain(reason);
  });

  it.each([
    ['the SPA', 'web/src/x.ts', ['../../lambdas/contracts/records', '../../lambdas/i18n']],
    ['the stack', 'infra/x.ts', ['../lambdas/routes', '../lambdas/contracts/table']],
    [
      'a feature',
      'web/src/features/symptoms/x.ts',
      [
        './SymptomForm',
        '../../components/records/RecordPage',
        '../../lib/records/useRecords',
        '../../../../lambdas/contracts/schedule',
      ],
    ],
    [
      'the app',
      'web/src/app/x.ts',
      ['../features/symptoms/SymptomsPage', '../features/dashboard/DashboardPage'],
    ],
    ['the domain', 'lambdas/domain/x.ts', ['../contracts/schedule', '../i18n', './triage']],
    ['a handler', 'lambdas/handlers/x.ts', ['../data/records', '../domain/records', '../lib/http']],
  ])('lets %s import what it may', async (_who, file, targets) => {
    const code = targets.map((t) => `import '${t}';`).join('\n');
    expect(await importProblems(file, `${code}\n`)).toEqual([]);
  });

  it('finds an import cycle through TypeScript files, dynamic imports included', async () => {
    // The cycle this rule was brought in for: the API client importing the auth provider again, whose
    // logout loads the outbox, which sends through the API client.
    const problems = await importProblems('web/src/lib/api.ts', "import './auth/AuthProvider';\n");
    expect(problems).toEqual([expect.stringMatching(/^import-x\/no-cycle: Dependency cycle/)]);
  });
});
