import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The `handler` of a module named by an entry of the route table (lambdas/routes.ts: `functions`, `triggers`),
 * loaded by path as Lambda loads it: the twin knows the handlers only through the table the stack reads.
 */
export async function loadHandler<H>(root: string, entry: string): Promise<H> {
  const module = (await import(pathToFileURL(path.join(root, entry)).href)) as { handler: H };
  return module.handler;
}
