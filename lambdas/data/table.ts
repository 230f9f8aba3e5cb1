/** Key builders of the single table, whose shape is lambdas/contracts/table.ts (shared with the stack). */
export const userPk = (sub: string) => `USER#${sub}`;
