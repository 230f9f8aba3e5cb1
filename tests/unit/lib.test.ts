import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requireEnv } from '../../lambdas/lib/env';
import { logger } from '../../lambdas/lib/logger';
import { mailSettings, sendText } from '../../lambdas/lib/mail';
import { logsOf } from '../support/logs';

/** lambdas/lib's small pieces: required settings, product e-mail through SES, the functions' logger. */
const saved = { ...process.env };
afterEach(() => {
  for (const name of [
    'SALUTE_PROBE',
    'MAIL_FROM',
    'TEAM_ADDRESS',
    'MAIL_CONFIGURATION_SET',
    'POWERTOOLS_SERVICE_NAME',
    'POWERTOOLS_LOG_LEVEL',
  ]) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

describe('requireEnv()', () => {
  it('reads a setting, and stops with its name when it is missing or empty', () => {
    process.env.SALUTE_PROBE = 'salute-table';
    expect(requireEnv('SALUTE_PROBE')).toBe('salute-table');
    process.env.SALUTE_PROBE = '';
    expect(() => requireEnv('SALUTE_PROBE')).toThrow('Missing environment variable SALUTE_PROBE');
    delete process.env.SALUTE_PROBE;
    expect(() => requireEnv('SALUTE_PROBE')).toThrow('Missing environment variable SALUTE_PROBE');
  });
});

describe('mail', () => {
  const ses = mockClient(SESv2Client);
  beforeEach(() => {
    ses.reset();
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
  });

  it('is configured only with both the sender and the team address', () => {
    process.env.MAIL_FROM = 'noreply@salute.example';
    process.env.TEAM_ADDRESS = 'team@salute.example';
    expect(mailSettings()).toEqual({ from: 'noreply@salute.example', team: 'team@salute.example' });
    delete process.env.TEAM_ADDRESS;
    expect(mailSettings()).toBeUndefined();
    process.env.TEAM_ADDRESS = 'team@salute.example';
    delete process.env.MAIL_FROM;
    expect(mailSettings()).toBeUndefined();
  });

  it('sends plain UTF-8 text from, to, with a subject, and a reply-to only when there is one', async () => {
    await sendText(
      'noreply@salute.example',
      'team@salute.example',
      'Oggetto è',
      'Testo\nriga',
      'maria@example.it',
    );
    await sendText('noreply@salute.example', 'anna@example.it', 'Codice', 'Il codice è 123456');
    const [first, second] = ses.commandCalls(SendEmailCommand).map((c) => c.args[0].input);
    expect(first).toEqual({
      FromEmailAddress: 'noreply@salute.example',
      Destination: { ToAddresses: ['team@salute.example'] },
      ReplyToAddresses: ['maria@example.it'],
      Content: {
        Simple: {
          Subject: { Data: 'Oggetto è', Charset: 'UTF-8' },
          Body: { Text: { Data: 'Testo\nriga', Charset: 'UTF-8' } },
        },
      },
    });
    expect(second).not.toHaveProperty('ReplyToAddresses');
    expect(second?.Destination).toEqual({ ToAddresses: ['anna@example.it'] });
  });

  it("sends through the stage's configuration set when it has one (its bounces and complaints are counted)", async () => {
    process.env.MAIL_CONFIGURATION_SET = 'salute-prod';
    await sendText('noreply@salute.example', 'anna@example.it', 'Codice', 'Il codice è 123456');
    const [sent] = ses.commandCalls(SendEmailCommand).map((c) => c.args[0].input);
    expect(sent?.ConfigurationSetName).toBe('salute-prod');
  });

  it('passes on a failure of SES', async () => {
    ses.on(SendEmailCommand).rejects(new Error('Throttling'));
    await expect(sendText('a@example.it', 'b@example.it', 's', 't')).rejects.toThrow('Throttling');
  });
});

describe('the logger', () => {
  it('writes JSON lines under the service name, with the fields it is given', async () => {
    const logs = await logsOf(async () => logger.info('feedback received', { created: true }));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      level: 'INFO',
      message: 'feedback received',
      service: process.env.POWERTOOLS_SERVICE_NAME ?? 'salute',
      created: true,
    });
  });

  it('is named "salute" and logs from INFO unless the function is configured otherwise', async () => {
    delete process.env.POWERTOOLS_SERVICE_NAME;
    delete process.env.POWERTOOLS_LOG_LEVEL;
    vi.resetModules();
    const fresh = (await import('../../lambdas/lib/logger')).logger;
    expect(fresh.getLevelName()).toBe('INFO');
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      fresh.debug('not shown');
      fresh.info('shown');
      const lines = out.mock.calls.map(([chunk]) => JSON.parse(String(chunk)));
      expect(lines.map((l) => [l.service, l.message])).toEqual([['salute', 'shown']]);
    } finally {
      out.mockRestore();
    }

    process.env.POWERTOOLS_SERVICE_NAME = 'salute-records';
    process.env.POWERTOOLS_LOG_LEVEL = 'ERROR';
    vi.resetModules();
    const configured = (await import('../../lambdas/lib/logger')).logger;
    expect(configured.getLevelName()).toBe('ERROR');
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      configured.error('failed');
      expect(JSON.parse(String(err.mock.calls[0]?.[0]))).toMatchObject({ service: 'salute-records' });
    } finally {
      err.mockRestore();
    }
  });
});
