import { lazy, type ComponentType } from 'react';

/** The spec's script chunk loader time-out. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the app could not be loaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

/** Loads a chunk, failing with ChunkLoadError when it fails or takes longer than the time-out. */
export function loadChunk<M>(load: () => Promise<M>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<M> {
  return new Promise<M>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
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
  });
}

/**
 * A page loaded on demand. A chunk that fails (a deploy in between, a dropped connection) or takes longer
 * than 120 s becomes a ChunkLoadError, which the page's error boundary turns into a "reload" offer.
 */
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => loadChunk(load));
}
