import { readFileSync } from 'node:fs';
import Stripe from 'stripe';

/**
 * Stripe CLI's `stripe trigger` scripts (copied in `stripe-published/triggers/`, with their
 * repository, path and commit), run through the real `stripe` SDK against the Stripe double —
 * so a test makes an event happen the way Stripe's own tool does. Plain Node.
 */

/** The trigger scripts copied from stripe/stripe-cli. */
export type TriggerName =
  | 'customer.deleted'
  | 'customer.subscription.created'
  | 'customer.subscription.updated'
  | 'customer.subscription.deleted';

interface TriggerStep {
  name: string;
  path: string;
  method: 'get' | 'post' | 'delete';
  params?: Record<string, unknown>;
}

/** A trigger script as stripe-cli publishes it. */
export function triggerScript(name: TriggerName): { fixtures: TriggerStep[] } {
  const file = new URL(`./stripe-published/triggers/${name}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as { fixtures: TriggerStep[] };
}

/** The real SDK pointed at a Stripe double (`apiBase`), as the app's own client is. */
export function stripeClient(server: { apiBase: string; secretKey: string }): Stripe {
  const url = new URL(server.apiBase);
  return new Stripe(server.secretKey, {
    host: url.hostname,
    port: Number(url.port),
    protocol: 'http',
    maxNetworkRetries: 0,
    telemetry: false,
  });
}

/** `${customer:id}` → the `id` of the object the step named `customer` answered (or was bound to). */
function fill(value: unknown, objects: Record<string, Record<string, unknown>>): unknown {
  if (typeof value === 'string') {
    return value.replace(/\$\{([a-z_]+):([a-z_.]+)\}/g, (_all, name: string, field: string) => {
      const object = objects[name];
      if (!object) throw new Error(`trigger: no object named ${name} yet`);
      return String(
        field.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], object),
      );
    });
  }
  if (Array.isArray(value)) return value.map((item) => fill(item, objects));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, objects)]));
  }
  return value;
}

/**
 * Runs a trigger script step by step with `client.rawRequest`. `bound` names objects the test
 * already has (e.g. `{ customer: { id: 'cus_…' } }` for the app's own customer): their creating
 * steps are skipped and later steps refer to them. Returns every object by step name.
 */
export async function runTrigger(
  client: Stripe,
  name: TriggerName,
  bound: Record<string, Record<string, unknown>> = {},
): Promise<Record<string, Record<string, unknown>>> {
  const objects = { ...bound };
  for (const step of triggerScript(name).fixtures) {
    if (objects[step.name]) continue;
    const path = fill(step.path, objects) as string;
    const params = fill(step.params ?? {}, objects) as Record<string, unknown>;
    const answer = await client.rawRequest(
      step.method.toUpperCase() as 'GET' | 'POST' | 'DELETE',
      path,
      step.method === 'post' ? params : undefined,
    );
    objects[step.name] = answer as unknown as Record<string, unknown>;
  }
  return objects;
}
