import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AwsStub } from 'aws-sdk-client-mock';

/** The request wrapper's own read (when the caller's sessions were ended), told apart from a handler's. */
const isSessionRead = (input: unknown) =>
  (input as { Key?: { sk?: unknown } } | undefined)?.Key?.sk === 'SESSIONS';

/** What a handler asked of the table, the wrapper's session read left out. */
export function handlerCalls(db: AwsStub<any, any, any>) {
  return db.calls().filter((call) => !isSessionRead(call.args[0]?.input));
}

/** The handler's GetItem calls, the wrapper's session read left out. */
export function handlerGets(db: AwsStub<any, any, any>) {
  return db.commandCalls(GetCommand).filter((call) => !isSessionRead(call.args[0].input));
}
