import { lazy, type ComponentType } from 'react';

/** The spec's script chunk loader time-out. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the app could not be loaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

/**
 * A page loaded on demand. A chunk that fails (a deploy in between, a dropped connection) or takes longer
 * than 120 s becomes a ChunkLoadError, which the page's error boundary turns into a "reload" offer.
 */
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(
    () =>
      new Promise<{ default: T }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), CHUNK_TIMEOUT_MS);
        load().then(
          (module) => {
            clearTimeout(timer);
            resolve(module);
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(new ChunkLoadError(error));
          },
        );
      }),
  );
}
