import Stripe from 'stripe';
import { nowSeconds } from './stripe-objects';

/** How the Stripe double reads Stripe's form-encoded requests, and signs webhooks as Stripe does. */

/** Form-encoded params decoded into objects and arrays (`a[b][0][c]=v`), as Stripe reads them. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormParams = { [key: string]: FormValue };

/** Decodes Stripe's bracketed form encoding into nested objects and arrays. */
export function decodeForm(body: string): FormParams {
  const root: FormParams = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    if (!match) continue;
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
    let node: Record<string, FormValue> | FormValue[] = root;
    path.forEach((segment, i) => {
      const last = i === path.length - 1;
      const key: string | number = Array.isArray(node) ? Number(segment) : segment;
      const container = node as Record<string | number, FormValue>;
      if (last) {
        container[key] = value;
        return;
      }
      if (container[key] === undefined) container[key] = /^\d+$/.test(path[i + 1]!) ? [] : {};
      node = container[key] as Record<string, FormValue> | FormValue[];
    });
  }
  return root;
}

export const stringParam = (params: FormParams, key: string): string | null => {
  const value = params[key];
  return typeof value === 'string' ? value : null;
};

export const objectParam = (params: FormParams, key: string): FormParams => {
  const value = params[key];
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
};

export const metadataParam = (params: FormParams, key = 'metadata'): Record<string, string> =>
  Object.fromEntries(
    Object.entries(objectParam(params, key)).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );

/** The prices of recorded `line_items` (Checkout) or `items` (Subscriptions) params. */
export function itemPrices(params: FormParams, key: 'line_items' | 'items'): string[] {
  const items = params[key];
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) =>
    item && typeof item === 'object' && !Array.isArray(item) && typeof item.price === 'string'
      ? [item.price]
      : [],
  );
}

/** The first line item's price of recorded checkout params. */
export function checkoutPrice(params: FormParams): string | null {
  return itemPrices(params, 'line_items')[0] ?? null;
}

/**
 * The body and `Stripe-Signature` header of a webhook, signed with
 * `Stripe.webhooks.generateTestHeaderString`. `timestamp` (epoch seconds) defaults to now.
 */
export function signWebhook(
  event: unknown,
  secret: string,
  options: { timestamp?: number } = {},
): { payload: string; signature: string } {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: options.timestamp ?? nowSeconds(),
  });
  return { payload, signature };
}
