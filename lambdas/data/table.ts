/**
 * The single table's shape, read by the CDK stack and by the local twin so both create the same table.
 * Every user-owned item's partition key derives from the caller's Cognito `sub` (see docs/data-model.md).
 */
export const TABLE_KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
  indexes: [{ name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' }],
  /** Expired items (quotas, idempotency records) carry this epoch-seconds attribute; reads filter on it too. */
  ttlAttribute: 'expiresAt',
} as const;

export const userPk = (sub: string) => `USER#${sub}`;
