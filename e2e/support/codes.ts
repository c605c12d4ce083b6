/**
 * Reads one-time codes from what the local SMTP server and the Twilio-shaped server received
 * (both started by global-setup). Polls until a message newer than `after` arrives.
 */
const CODE = /\b(\d{6})\b/;

async function poll<T>(
  read: () => Promise<T | null>,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = await read();
    if (found !== null) return found;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`no ${what} within ${timeoutMs} ms`);
}

export async function emailCode(to: string, after: number): Promise<string> {
  const base = process.env.E2E_SMTP_HTTP;
  if (!base) throw new Error('E2E_SMTP_HTTP is not set (global-setup did not run)');
  const text = await poll(async () => {
    const res = await fetch(`${base}/messages?to=${encodeURIComponent(to)}&after=${after}`);
    const messages = (await res.json()) as { text: string }[];
    return messages.at(-1)?.text ?? null;
  }, `e-mail to ${to}`);
  return CODE.exec(text)![1]!;
}

/** The text of the newest e-mail to `to` with this subject received after `after`. */
export async function emailText(to: string, after: number, subject: string): Promise<string> {
  const base = process.env.E2E_SMTP_HTTP;
  if (!base) throw new Error('E2E_SMTP_HTTP is not set (global-setup did not run)');
  return poll(async () => {
    const res = await fetch(`${base}/messages?to=${encodeURIComponent(to)}&after=${after}`);
    const messages = (await res.json()) as { subject: string; text: string }[];
    return messages.filter((m) => m.subject === subject).at(-1)?.text ?? null;
  }, `"${subject}" to ${to}`);
}

export async function smsCode(to: string, after: number): Promise<string> {
  const base = process.env.E2E_TWILIO_BASE;
  const sid = process.env.E2E_TWILIO_SID;
  const token = process.env.E2E_TWILIO_TOKEN;
  if (!base || !sid || !token) throw new Error('Twilio test server settings are missing');
  const auth = `Basic ${Buffer.from(`${sid}:${token}`).toString('base64')}`;
  const body = await poll(async () => {
    const res = await fetch(
      `${base}/2010-04-01/Accounts/${sid}/Messages.json?To=${encodeURIComponent(to)}`,
      {
        headers: { authorization: auth },
      },
    );
    const { messages } = (await res.json()) as {
      messages: { body: string; date_created: string }[];
    };
    const fresh = messages.find((m) => Date.parse(m.date_created) >= after - 1000);
    return fresh?.body ?? null;
  }, `SMS to ${to}`);
  return CODE.exec(body)![1]!;
}
