import { requireEnv } from './env';
import { traced } from './tracer';

/**
 * Files people upload to import (issue 16), in the stage's private bucket under `imports/<sub>/<upload id>.json`:
 * uploaded by the browser straight to S3 with a presigned POST whose policy fixes the key and caps the size (the
 * API never carries the file), read once by the import job, then deleted (the bucket also expires them in a day).
 */
/** The S3 client and its commands, loaded by the first request that touches the bucket (not every start). */
let loading: Promise<Awaited<ReturnType<typeof loadS3>>> | undefined;
async function loadS3() {
  const [sdk, { createPresignedPost }] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/s3-presigned-post'),
  ]);
  const s3 = traced(new sdk.S3Client({ forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true' }));
  return { ...sdk, s3, createPresignedPost };
}
const bucket = () => (loading ??= loadS3());
const folderOf = (userId: string) => `imports/${userId}/`;
const keyOf = (userId: string, uploadId: string) => `${folderOf(userId)}${uploadId}.json`;
/** How long the browser has to send the file. */
const UPLOAD_SECONDS = 600;

export async function uploadForm(userId: string, uploadId: string, maxBytes: number) {
  const { s3, createPresignedPost } = await bucket();
  const { url, fields } = await createPresignedPost(s3, {
    Bucket: requireEnv('IMPORT_BUCKET'),
    Key: keyOf(userId, uploadId),
    Conditions: [['content-length-range', 1, maxBytes]],
    Expires: UPLOAD_SECONDS,
  });
  return { url, fields, expiresAt: new Date(Date.now() + UPLOAD_SECONDS * 1000).toISOString() };
}

/** The uploaded file's text, or undefined when nothing was uploaded under that id (or it is gone). */
export async function readUpload(userId: string, uploadId: string): Promise<string | undefined> {
  const { s3, GetObjectCommand } = await bucket();
  try {
    const object = await s3.send(
      new GetObjectCommand({ Bucket: requireEnv('IMPORT_BUCKET'), Key: keyOf(userId, uploadId) }),
    );
    return await object.Body?.transformToString('utf-8');
  } catch (error) {
    if (error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound')) return undefined;
    throw error;
  }
}

export async function deleteUpload(userId: string, uploadId: string): Promise<void> {
  const { s3, DeleteObjectCommand } = await bucket();
  await s3.send(
    new DeleteObjectCommand({ Bucket: requireEnv('IMPORT_BUCKET'), Key: keyOf(userId, uploadId) }),
  );
}

/** Every file the person uploaded and that is still there (the deletion of the account): gone. */
export async function deleteUploadsOf(userId: string): Promise<number> {
  const { s3, DeleteObjectCommand, ListObjectsV2Command } = await bucket();
  let deleted = 0;
  let token: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectsV2Command({
        Bucket: requireEnv('IMPORT_BUCKET'),
        Prefix: folderOf(userId),
        ...(token ? { ContinuationToken: token } : {}),
      }),
    );
    for (const { Key } of page.Contents ?? []) {
      if (!Key) continue;
      await s3.send(new DeleteObjectCommand({ Bucket: requireEnv('IMPORT_BUCKET'), Key }));
      deleted++;
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return deleted;
}
