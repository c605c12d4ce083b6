/**
 * Stands in for the browser's EventSource (install with `vi.stubGlobal('EventSource',
 * FakeEventSource)`): the test fires its events and failures.
 */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  /** The source opened last. */
  static latest(): FakeEventSource {
    return FakeEventSource.instances[FakeEventSource.instances.length - 1]!;
  }
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private listeners = new Map<string, (() => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
}
