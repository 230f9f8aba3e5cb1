/** The items in runs of `size` (the last one shorter), in order: requests a service takes so many at a time. */
export function chunked<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, i * size + size),
  );
}
