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
    /**
     * One medication's doses by time, sparse (doses only): gsi2pk "USER#<sub>#DOSE#<medication id>", gsi2sk
     * the dose's gsi1sk ("<time>#<id>"). A person's list of one medication reads only that medication's doses.
     */
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk', projection: 'ALL' },
  ],
  /** Expired items (quotas, idempotency records) carry this epoch-seconds attribute; reads filter on it too. */
  ttlAttribute: 'expiresAt',
} as const;

/** The generic secondary index: a user's records of one kind by time, all feedback by date. */
export const GSI1 = TABLE_KEYS.indexes[0];
/** The reminders' due index. */
export const DUE_INDEX = TABLE_KEYS.indexes[1];
/** One medication's doses. */
export const GSI2 = TABLE_KEYS.indexes[2];

/**
 * A dose's place in its medication's list (gsi2), derived from its place in the dose log (gsi1) and its
 * medication: what the data layer writes, and what fills in doses stored before the index existed.
 */
export function medicationDoseKeys(item: {
  gsi1pk?: unknown;
  gsi1sk?: unknown;
  medicationId?: unknown;
}): { gsi2pk: string; gsi2sk: string } | undefined {
  const { gsi1pk, gsi1sk, medicationId } = item;
  if (typeof gsi1pk !== 'string' || !gsi1pk.endsWith('#DOSE')) return undefined;
  if (typeof gsi1sk !== 'string' || typeof medicationId !== 'string' || !medicationId) return undefined;
  return { gsi2pk: `${gsi1pk}#${medicationId}`, gsi2sk: gsi1sk };
}
