/**
 * A browser Storage in memory, for the SPA's unit tests in Node: `Object.keys(storage)` lists the stored keys,
 * as in a browser (the session code enumerates them).
 */
class MemoryStorage {
  private data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  key(i: number) {
    return [...this.data.keys()][i] ?? null;
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, String(value));
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  clear() {
    this.data.clear();
  }
}

export function memoryStorage(): Storage {
  const backing = new MemoryStorage();
  return new Proxy(backing, {
    ownKeys: () => [...Array(backing.length).keys()].map((i) => backing.key(i)!),
    getOwnPropertyDescriptor: (_t, key) =>
      typeof key === 'string' && backing.getItem(key) !== null
        ? { enumerable: true, configurable: true, value: backing.getItem(key) }
        : undefined,
  }) as unknown as Storage;
}
