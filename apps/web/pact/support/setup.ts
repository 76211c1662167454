/**
 * The pact suites run in Node (its fetch, FormData and Blob are what undici can send); the app's session and
 * sign-out code writes browser storage, so an in-memory Storage stands in for it.
 */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

for (const name of ['localStorage', 'sessionStorage'] as const) {
  if (!(name in globalThis))
    Object.defineProperty(globalThis, name, { value: new MemoryStorage(), configurable: true });
}
