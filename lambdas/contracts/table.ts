/**
 * The single table's shape: the one module both the CDK stack (and the local twin, so both create the same
 * table) and the data layer read. Pure data; the key builders that fill these attributes are lambdas/data's.
 * Every user-owned item's partition key derives from the caller's Cognito `sub` (see docs/data-model.md).
 */
export const TABLE_KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
  indexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk', projection: 'ALL' },
    /**
     * Reminders due in a minute, sparse (only reminders with something left to send carry its keys) and keys
     * only: the dispatcher reads each reminder itself, consistently, from the table (docs/data-model.md).
     * duePk "DUE#<minute>#<shard>", dueSk "<sub>#<reminder sort key>".
     */
    { name: 'due', partitionKey: 'duePk', sortKey: 'dueSk', projection: 'KEYS_ONLY' },
  ],
  /** Expired items (quotas, idempotency records) carry this epoch-seconds attribute; reads filter on it too. */
  ttlAttribute: 'expiresAt',
} as const;

/** The generic secondary index: a user's records of one kind by time, all feedback by date. */
export const GSI1 = TABLE_KEYS.indexes[0];
/** The reminders' due index. */
export const DUE_INDEX = TABLE_KEYS.indexes[1];
