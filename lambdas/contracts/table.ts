/**
 * The single table's shape: the one module both the CDK stack (and the local twin, so both create the same
 * table) and the data layer read. Pure data; the key builders that fill these attributes are lambdas/data's.
 * Every user-owned item's partition key derives from the caller's Cognito `sub` (see docs/data-model.md).
 */
export const TABLE_KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
  indexes: [{ name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' }],
  /** Expired items (quotas, idempotency records) carry this epoch-seconds attribute; reads filter on it too. */
  ttlAttribute: 'expiresAt',
} as const;

/** The generic secondary index: a user's records of one kind by time, all feedback by date. */
export const GSI1 = TABLE_KEYS.indexes[0];
