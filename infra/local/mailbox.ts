import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { closeServer } from './cognito/server';
import { PortInUseError } from './net';

const require = createRequire(import.meta.url);
const sesLocal = require('aws-ses-v2-local');
const startSesLocal: (config: { host: string; port: number }) => Promise<Server> =
  sesLocal.default ?? sesLocal;

export interface Mailbox {
  url: string;
  /** Sends through the SES v2 API, exactly as a Lambda would. */
  send(from: string, to: string, subject: string, html: string): Promise<void>;
  close(): Promise<void>;
}

export interface StoredEmail {
  messageId: string;
  from: string;
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { text?: string; html?: string };
  at: number;
}

/** aws-ses-v2-local: the local stand-in for SES; web viewer at `/`, JSON at `/store`. In memory only. */
export async function startMailbox(host: string, port: number): Promise<Mailbox> {
  const net = await import('node:net');
  // aws-ses-v2-local never reports a listen error, so a taken port is detected first.
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () => reject(new PortInUseError('the local mailbox', port)));
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
  const server = await startSesLocal({ host, port });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const url = `http://${host}:${actualPort}`;
  const client = new SESv2Client({
    endpoint: url,
    region: 'eu-south-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return {
    url,
    async send(from, to, subject, html) {
      await client.send(
        new SendEmailCommand({
          FromEmailAddress: from,
          Destination: { ToAddresses: [to] },
          Content: { Simple: { Subject: { Data: subject }, Body: { Html: { Data: html } } } },
        }),
      );
    },
    close: () => closeServer(server),
  };
}

/** Reads the mailbox (tests and the e2e read codes from here, as a person reads their inbox). */
export async function readMailbox(mailboxUrl: string): Promise<StoredEmail[]> {
  const response = await fetch(`${mailboxUrl}/store`);
  const data = (await response.json()) as { emails: StoredEmail[] };
  return data.emails;
}
