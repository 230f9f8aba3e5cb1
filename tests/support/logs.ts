import { vi } from 'vitest';
import { logger } from '../../lambdas/lib/logger';

export type LogLine = Record<string, any>;

/**
 * The JSON lines the functions' logger writes (what CloudWatch would keep), while `run` runs. The unit suite
 * silences the logger (POWERTOOLS_LOG_LEVEL=SILENT); here it logs at INFO, then is set back.
 */
export async function logsOf(run: () => Promise<unknown>): Promise<LogLine[]> {
  const lines: LogLine[] = [];
  const keep = (chunk: unknown) => {
    for (const line of String(chunk).split('\n')) if (line.startsWith('{')) lines.push(JSON.parse(line));
    return true;
  };
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(keep);
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(keep);
  const level = logger.getLevelName();
  logger.setLogLevel('INFO');
  try {
    await run();
  } finally {
    logger.setLogLevel(level);
    out.mockRestore();
    err.mockRestore();
  }
  return lines;
}
