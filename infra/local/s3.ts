import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { closeServer } from './cognito/server';

/**
 * The twin's stand-in for S3, as much of it as the imports use: a browser-based upload (a presigned POST, its
 * policy's `content-length-range` enforced), GetObject, HeadObject, DeleteObject and ListObjectsV2 of a prefix
 * (one page), path-style
 * (`/<bucket>/<key>`), files in a folder. Signatures are not checked: on this machine every caller is the
 * product itself. CORS for the app's origins, as the stack's bucket has it.
 */
export interface LocalS3 {
  url: string;
  close(): Promise<void>;
}

const xmlError = (res: ServerResponse, status: number, code: string, headers: Record<string, string>) =>
  res
    .writeHead(status, { ...headers, 'content-type': 'application/xml' })
    .end(
      `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
    );

function readAll(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The smallest and largest size a presigned POST's policy allows. */
function sizeRange(policy: string | undefined): [number, number] {
  try {
    const doc = JSON.parse(Buffer.from(policy ?? '', 'base64').toString('utf8')) as {
      conditions?: unknown[];
    };
    const range = doc.conditions?.find((c) => Array.isArray(c) && c[0] === 'content-length-range') as
      [string, number, number] | undefined;
    return range ? [range[1], range[2]] : [0, Infinity];
  } catch {
    return [0, Infinity];
  }
}

export async function startLocalS3(
  host: string,
  port: number,
  dir: string,
  allowedOrigins: () => string[],
): Promise<LocalS3> {
  mkdirSync(dir, { recursive: true });
  const fileOf = (bucket: string, key: string) => {
    const file = path.resolve(dir, bucket, key);
    // A key never leaves the folder.
    if (!file.startsWith(path.resolve(dir) + path.sep)) throw new Error('outside');
    return file;
  };
  /** ListObjectsV2 of a prefix: every key under it (a few files: one page). */
  const listing = (bucket: string, prefix: string) => {
    const root = path.resolve(dir, bucket);
    const walk = (folder: string): string[] => {
      try {
        return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? walk(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
        );
      } catch {
        return [];
      }
    };
    const keys = walk(root)
      .map((f) => path.relative(root, f).split(path.sep).join('/'))
      .filter((k) => k.startsWith(prefix));
    const escape = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    return (
      '<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
      `<Name>${escape(bucket)}</Name><Prefix>${escape(prefix)}</Prefix><KeyCount>${keys.length}</KeyCount>` +
      '<MaxKeys>1000</MaxKeys><IsTruncated>false</IsTruncated>' +
      keys
        .map(
          (k) =>
            `<Contents><Key>${escape(k)}</Key><Size>${statSync(path.join(root, k)).size}</Size></Contents>`,
        )
        .join('') +
      '</ListBucketResult>'
    );
  };
  const server = createServer((req, res) => {
    const origin = req.headers.origin;
    const cors: Record<string, string> =
      origin && allowedOrigins().includes(origin)
        ? { 'access-control-allow-origin': origin, 'access-control-allow-methods': 'POST', vary: 'origin' }
        : {};
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://local');
      const [bucket = '', ...rest] = url.pathname.slice(1).split('/').map(decodeURIComponent);
      const key = rest.join('/');
      if (req.method === 'OPTIONS')
        return res.writeHead(204, { ...cors, 'access-control-allow-headers': '*' }).end();
      if (req.method === 'POST' && !key) {
        const body = await readAll(req);
        const form = await new Request('http://local/', {
          method: 'POST',
          headers: { 'content-type': String(req.headers['content-type'] ?? '') },
          body: new Uint8Array(body),
        }).formData();
        const file = form.get('file');
        const target = String(form.get('key') ?? '');
        if (!(file instanceof Blob) || !target) return xmlError(res, 400, 'InvalidArgument', cors);
        const [min, max] = sizeRange(String(form.get('Policy') ?? form.get('policy') ?? ''));
        if (file.size < min) return xmlError(res, 400, 'EntityTooSmall', cors);
        if (file.size > max) return xmlError(res, 400, 'EntityTooLarge', cors);
        const out = fileOf(bucket, target);
        mkdirSync(path.dirname(out), { recursive: true });
        writeFileSync(out, Buffer.from(await file.arrayBuffer()));
        return res.writeHead(204, cors).end();
      }
      if (req.method === 'GET' && !key && url.searchParams.get('list-type') === '2') {
        return res
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(listing(bucket, url.searchParams.get('prefix') ?? ''));
      }
      const file = fileOf(bucket, key);
      const exists = (() => {
        try {
          return statSync(file).isFile();
        } catch {
          return false;
        }
      })();
      if (req.method === 'DELETE') {
        rmSync(file, { force: true });
        return res.writeHead(204).end();
      }
      if (!exists) return xmlError(res, 404, 'NoSuchKey', {});
      const bytes = readFileSync(file);
      const headers = { 'content-type': 'application/octet-stream', 'content-length': String(bytes.length) };
      if (req.method === 'HEAD') return res.writeHead(200, headers).end();
      if (req.method === 'GET') return res.writeHead(200, headers).end(bytes);
      return xmlError(res, 405, 'MethodNotAllowed', {});
    })().catch(() => xmlError(res, 400, 'InvalidRequest', cors));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return { url: `http://${host}:${actualPort}`, close: () => closeServer(server) };
}
