import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deliveryEnv } from '@gamespeed/test-doubles/delivery-env';
import { startSmtpInbox } from '@gamespeed/test-doubles/smtp-inbox';
import { startStripeServer } from '@gamespeed/test-doubles/stripe-server';
import { startTwilioServer } from '@gamespeed/test-doubles/twilio-server';
import { makeFakeVideos, startVimeoServer } from '@gamespeed/test-doubles/vimeo-server';
import {
  E2E_ADMIN_POOL,
  E2E_BETA_CODE,
  E2E_STRIPE_PRICE,
  E2E_STRIPE_PRODUCT,
  E2E_STRIPE_TIER,
  E2E_STRIPE_UNIT_AMOUNT,
  E2E_VIMEO_TOKEN,
  E2E_VIMEO_VIDEO_COUNT,
} from './constants';

const PORT = Number(process.env.E2E_PORT ?? 4173);

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy within ${timeoutMs} ms`);
}

/**
 * Starts, for the whole run: a local SMTP server and a Twilio-shaped HTTP server (the codes the
 * tests type are read from what they received), Stripe- and Vimeo-shaped servers, and the app
 * in production mode on a fresh embedded database. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const baseUrl = `http://127.0.0.1:${PORT}`;
  const inbox = await startSmtpInbox();
  const twilio = await startTwilioServer();
  const stripe = await startStripeServer({
    webhookUrl: `${baseUrl}/api/billing/webhook`,
    prices: [
      {
        id: E2E_STRIPE_PRICE,
        productName: E2E_STRIPE_PRODUCT,
        unitAmount: E2E_STRIPE_UNIT_AMOUNT,
        interval: 'month',
      },
    ],
  });
  const vimeo = await startVimeoServer({
    videos: makeFakeVideos(E2E_VIMEO_VIDEO_COUNT, 760000),
    token: E2E_VIMEO_TOKEN,
    // The specs add videos by hand with made-up ids: the import's re-check finds them public.
    othersPublic: true,
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'gamespeed-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_URL: baseUrl,
    BETA_ACCESS_CODE: E2E_BETA_CODE,
    AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
    ADMIN_IDENTIFIERS: E2E_ADMIN_POOL.join(','),
    ...deliveryEnv(inbox, twilio),
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e_publishable',
    STRIPE_PRICE_IDS: `${E2E_STRIPE_TIER}:${E2E_STRIPE_PRICE}`,
    STRIPE_API_BASE: stripe.apiBase,
    VIMEO_ACCESS_TOKEN: E2E_VIMEO_TOKEN,
    VIMEO_API_BASE: vimeo.apiBase,
    VIMEO_IMAGE_BASE: vimeo.apiBase,
    // Every test signs in from 127.0.0.1, many times within the hour.
    OTP_SENDS_PER_IP_HOUR: '10000',
    OTP_MIN_INTERVAL_SECONDS: '0',
    OTP_SENDS_PER_IDENTIFIER_HOUR: '10000',
    OTP_VERIFIES_PER_IP_10_MIN: '10000',
    TEAM_JOINS_PER_IP_10_MIN: '10000',
    // Retest reminders go out within seconds (e2e/reminders.spec.ts reads one).
    REMINDER_SWEEP_SECONDS: '2',
    LOG_LEVEL: process.env.E2E_SERVER_LOG ? 'info' : 'warn',
  };
  delete env.DATABASE_URL;
  // The compiled server (`npm run build`), run by plain Node as in production.
  const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(`${baseUrl}/api/health`, server, 180_000);
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_SMTP_HTTP = inbox.httpUrl;
  process.env.E2E_TWILIO_BASE = twilio.apiBase;
  process.env.E2E_TWILIO_SID = twilio.accountSid;
  process.env.E2E_TWILIO_TOKEN = twilio.authToken;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await inbox.close();
    await twilio.close();
    await stripe.close();
    await vimeo.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
