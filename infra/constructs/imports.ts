import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import type * as kms from 'aws-cdk-lib/aws-kms';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

export interface ImportBucketProps {
  /** The customer-managed key of the health data: an uploaded export is health data. */
  dataKey: kms.IKey;
  /** The app's origins: the browser uploads the file straight here (a presigned POST). */
  allowedOrigins: string[];
  logs: s3.IBucket;
  retainData: boolean;
}

/**
 * The files people upload to import (issue 16): private, TLS only, under the data key, each object gone a day
 * after it was made (the import job deletes it as soon as it is done), access logged.
 */
export class ImportBucket extends Construct {
  readonly bucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: ImportBucketProps) {
    super(scope, id);
    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.KMS,
      encryptionKey: props.dataKey,
      bucketKeyEnabled: true,
      enforceSSL: true,
      versioned: true,
      serverAccessLogsBucket: props.logs,
      serverAccessLogsPrefix: 'imports/',
      lifecycleRules: [
        {
          expiration: Duration.days(1),
          noncurrentVersionExpiration: Duration.days(1),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
      ],
      cors: [
        {
          allowedMethods: [s3.HttpMethods.POST],
          allowedOrigins: props.allowedOrigins,
          allowedHeaders: ['*'],
          maxAge: 600,
        },
      ],
      // Files of a day: nothing to keep when a dev stage goes.
      removalPolicy: props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      autoDeleteObjects: !props.retainData,
    });
    Validations.of(this.bucket).acknowledge({
      id: 'HIPAA.Security-S3BucketReplicationEnabled',
      reason:
        'Uploaded files live at most a day (the import job deletes each when done): the records they become are in DynamoDB, with point-in-time recovery.',
    });
  }
}
