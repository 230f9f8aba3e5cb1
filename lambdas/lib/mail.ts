import type { SESv2Client } from '@aws-sdk/client-sesv2';
import { traced } from './tracer';

/**
 * The SES client is loaded on the first e-mail, not at start: a stage without mail settings never needs it,
 * nor does a retried feedback that was already e-mailed. The SDK is external to the bundle (the runtime's
 * own), so esbuild leaves this `import()` as it is and nothing of SES is read before it runs.
 */
let ses: SESv2Client | undefined;
async function sesv2() {
  const sdk = await import('@aws-sdk/client-sesv2');
  ses ??= traced(new sdk.SESv2Client({}));
  return { ses, SendEmailCommand: sdk.SendEmailCommand };
}

/** Product e-mail through SES; unset MAIL_FROM/TEAM_ADDRESS means the stage sends none (dev without SES). */
export function mailSettings() {
  const from = process.env.MAIL_FROM;
  const team = process.env.TEAM_ADDRESS;
  return from && team ? { from, team } : undefined;
}

export async function sendText(from: string, to: string, subject: string, text: string, replyTo?: string) {
  const { ses, SendEmailCommand } = await sesv2();
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: from,
      // The stage's configuration set (bounces and complaints counted, TLS required), when it has one.
      ...(process.env.MAIL_CONFIGURATION_SET
        ? { ConfigurationSetName: process.env.MAIL_CONFIGURATION_SET }
        : {}),
      Destination: { ToAddresses: [to] },
      ...(replyTo ? { ReplyToAddresses: [replyTo] } : {}),
      Content: {
        Simple: {
          Subject: { Data: subject, Charset: 'UTF-8' },
          Body: { Text: { Data: text, Charset: 'UTF-8' } },
        },
      },
    }),
  );
}
