import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';

const ses = new SESv2Client({});

/** Product e-mail through SES; unset MAIL_FROM/TEAM_ADDRESS means the stage sends none (dev without SES). */
export function mailSettings() {
  const from = process.env.MAIL_FROM;
  const team = process.env.TEAM_ADDRESS;
  return from && team ? { from, team } : undefined;
}

export async function sendText(from: string, to: string, subject: string, text: string, replyTo?: string) {
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: from,
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
