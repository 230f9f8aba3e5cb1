import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteUpload, deleteUploadsOf, readUpload, uploadForm } from '../../lambdas/lib/uploads';

/**
 * The import bucket as the account function and the sweeper use it (issue 16), with S3 mocked: the presigned
 * form fixes the key under the person's own folder and caps the size; a missing file reads as nothing; the
 * deletion of an account removes every file of that person, page after page.
 */
const s3 = mockClient(S3Client);
const SUB = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const UPLOAD = '11111111-2222-4333-8444-555555555555';
const saved = { ...process.env };

beforeAll(() => {
  process.env.IMPORT_BUCKET = 'salute-imports';
  process.env.AWS_REGION = 'eu-south-1';
  process.env.AWS_ACCESS_KEY_ID = 'AKIDEXAMPLE';
  process.env.AWS_SECRET_ACCESS_KEY = 'secret-example';
});
afterAll(() => {
  process.env = saved;
  vi.useRealTimers();
});
beforeEach(() => s3.reset());

const missing = (name: string) =>
  new S3ServiceException({ name, $fault: 'client', $metadata: { httpStatusCode: 404 }, message: name });

describe('uploadForm', () => {
  it('presigns a POST to the bucket for the person’s own key, of at most the size given, for 10 minutes', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-27T08:00:00Z'), toFake: ['Date'] });
    const form = await uploadForm(SUB, UPLOAD, 5_000_000);
    expect(form.url).toContain('salute-imports');
    expect(form.fields.key).toBe(`imports/${SUB}/${UPLOAD}.json`);
    expect(form.expiresAt).toBe('2026-11-27T08:10:00.000Z');
    const policy = JSON.parse(Buffer.from(form.fields.Policy!, 'base64').toString());
    expect(policy.expiration).toBe('2026-11-27T08:10:00Z');
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, 5_000_000],
        { key: `imports/${SUB}/${UPLOAD}.json` },
      ]),
    );
    vi.useRealTimers();
  });
});

describe('readUpload', () => {
  it('reads the person’s file as text', async () => {
    s3.on(GetObjectCommand, { Bucket: 'salute-imports', Key: `imports/${SUB}/${UPLOAD}.json` }).resolves({
      // What the SDK's stream gives: the text, read as UTF-8.
      Body: {
        transformToString: async (encoding?: string) => (encoding === 'utf-8' ? '{"è":1}' : ''),
      } as never,
    });
    expect(await readUpload(SUB, UPLOAD)).toBe('{"è":1}');
  });

  it.each(['NoSuchKey', 'NotFound'])('reads a file that is not there (%s) as nothing', async (name) => {
    s3.on(GetObjectCommand).rejects(missing(name));
    expect(await readUpload(SUB, UPLOAD)).toBeUndefined();
  });

  it('reads an object without a body as nothing', async () => {
    s3.on(GetObjectCommand).resolves({});
    expect(await readUpload(SUB, UPLOAD)).toBeUndefined();
  });

  it('lets any other failure fail', async () => {
    s3.on(GetObjectCommand).rejects(missing('AccessDenied'));
    await expect(readUpload(SUB, UPLOAD)).rejects.toThrow('AccessDenied');
    s3.on(GetObjectCommand).rejects('a plain failure');
    await expect(readUpload(SUB, UPLOAD)).rejects.toThrow();
  });
});

describe('deleting', () => {
  it('deletes one upload by its key', async () => {
    s3.on(DeleteObjectCommand).resolves({});
    await deleteUpload(SUB, UPLOAD);
    expect(s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input)).toEqual([
      { Bucket: 'salute-imports', Key: `imports/${SUB}/${UPLOAD}.json` },
    ]);
  });

  it('deletes every file of the person, page after page, and says how many', async () => {
    s3.on(ListObjectsV2Command, { Prefix: `imports/${SUB}/` })
      .resolvesOnce({
        Contents: [{ Key: `imports/${SUB}/a.json` }, {}],
        NextContinuationToken: 't1',
        IsTruncated: true,
      })
      .resolvesOnce({ Contents: [{ Key: `imports/${SUB}/b.json` }] });
    s3.on(DeleteObjectCommand).resolves({});
    expect(await deleteUploadsOf(SUB)).toBe(2);
    const lists = s3.commandCalls(ListObjectsV2Command).map((c) => c.args[0].input);
    expect(lists).toEqual([
      { Bucket: 'salute-imports', Prefix: `imports/${SUB}/` },
      { Bucket: 'salute-imports', Prefix: `imports/${SUB}/`, ContinuationToken: 't1' },
    ]);
    expect(s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input.Key)).toEqual([
      `imports/${SUB}/a.json`,
      `imports/${SUB}/b.json`,
    ]);
  });

  it('finds nothing to delete for a person without uploads', async () => {
    s3.on(ListObjectsV2Command).resolves({});
    expect(await deleteUploadsOf(SUB)).toBe(0);
    expect(s3.commandCalls(DeleteObjectCommand)).toEqual([]);
  });
});
