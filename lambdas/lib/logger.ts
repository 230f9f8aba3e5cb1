import { Logger } from '@aws-lambda-powertools/logger';

/**
 * One logger per function. It never receives request bodies, tokens or codes: handlers log ids and
 * outcomes only (security baseline, section 6).
 */
export const logger = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'salute',
  // Stryker disable next-line StringLiteral: equivalent, an empty level falls back to Powertools' default, INFO (no LOG_LEVEL is set)
  logLevel: (process.env.POWERTOOLS_LOG_LEVEL as 'INFO' | undefined) ?? 'INFO',
});
