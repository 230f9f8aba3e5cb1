import { Tracer } from '@aws-lambda-powertools/tracer';

/**
 * X-Ray through Powertools Tracer, in Lambda only (it turns itself off elsewhere: the twin, the tests). The
 * functions' AWS SDK clients are captured (`traced`), so DynamoDB, SES, Cognito, S3, SQS and Secrets Manager
 * calls appear as subsegments of the function's trace, and every outgoing `fetch` (the model) is captured by
 * the tracer itself. Annotations carry the route, never a person's data.
 */
export const tracer = new Tracer({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'salute' });

/** An AWS SDK v3 client whose calls are traced. */
export const traced = <T>(client: T): T => tracer.captureAWSv3Client(client);
