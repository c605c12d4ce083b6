import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLogDelivery } from '../integrations/log-delivery';
import { createSmtpMailer, type Mailer } from '../integrations/mailer';
import { createTwilioSms, type SmsSender } from '../integrations/sms';
import { type Billing, createStripeBilling } from '../integrations/stripe';
import { createThumbnailFetcher, type ThumbnailFetcher } from '../integrations/thumbnails';
import { createVimeoClient, type VimeoClient } from '../integrations/vimeo';

/** The external services the app talks to; null where not configured. */
export interface Integrations {
  mailer: Mailer | null;
  sms: SmsSender | null;
  vimeo: VimeoClient | null;
  /** Stripe (STRIPE_SECRET_KEY …); null = billing disabled. */
  billing: Billing | null;
  /** Reads thumbnails from the image hosts, for the locked videos' thumbnail address. */
  thumbnails: ThumbnailFetcher;
}

declare module 'fastify' {
  interface FastifyInstance {
    integrations: Integrations;
  }
}

/**
 * Builds the real clients from the configuration. Outside production, a missing mail or SMS
 * provider is replaced by one marked log line per code, so a newcomer can sign in.
 */
export const integrationsPlugin = fp<{ overrides?: Partial<Integrations> }>(
  async (app: FastifyInstance, opts) => {
    const { config } = app;
    const devLog = config.env === 'production' ? null : createLogDelivery(app.log);
    const integrations: Integrations = {
      mailer: config.mail ? createSmtpMailer(config.mail) : (devLog?.mailer ?? null),
      sms: config.sms ? createTwilioSms(config.sms) : (devLog?.sms ?? null),
      vimeo: config.vimeo ? createVimeoClient(config.vimeo) : null,
      billing: config.stripe ? createStripeBilling(config.stripe) : null,
      thumbnails: createThumbnailFetcher({ imageBase: config.vimeoImageBase }),
      ...opts.overrides,
    };
    app.decorate('integrations', integrations);
  },
);
