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
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  /** Fires an event with its data (JSON text, `{}` like the server's when not given). */
  emit(type: string, data = '{}') {
    const event = new MessageEvent(type, { data });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
}
