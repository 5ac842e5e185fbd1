import { type ComponentType, lazy } from 'react';

/** SPEC §9: a script chunk that has not arrived after this long counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Loading the screen timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** A screen in its own chunk, loaded on first visit. */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => withTimeout(load(), CHUNK_TIMEOUT_MS).then((Component) => ({ default: Component })));
}
