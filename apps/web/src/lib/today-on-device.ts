/**
 * Today on the device's calendar, yyyy-mm-dd: the day results are dated with by default (the
 * athlete's or coach's own day, not the server's).
 */
export function todayOnDevice(now: Date = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}
