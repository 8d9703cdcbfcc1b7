/**
 * The names `read` asks an address's query for, sorted: what holds a route's `query` list (the
 * route table's) to what its screen's code reads. A reader that walks every parameter reads '*'.
 */
export function paramsRead(...readers: ((params: URLSearchParams) => unknown)[]): string[] {
  const names = new Set<string>();
  class Recording extends URLSearchParams {
    override get(name: string) {
      names.add(name);
      return super.get(name);
    }
    override getAll(name: string) {
      names.add(name);
      return super.getAll(name);
    }
    override has(name: string, value?: string) {
      names.add(name);
      return super.has(name, value);
    }
    override keys() {
      names.add('*');
      return super.keys();
    }
    override entries() {
      names.add('*');
      return super.entries();
    }
    override forEach(...args: Parameters<URLSearchParams['forEach']>) {
      names.add('*');
      super.forEach(...args);
    }
    override [Symbol.iterator]() {
      names.add('*');
      return super[Symbol.iterator]();
    }
  }
  for (const read of readers) read(new Recording());
  return [...names].sort();
}
