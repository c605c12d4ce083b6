import { describe, expect, it } from 'vitest';
import { keyByAccount, unlessNoStore } from './api-cache';

/** An access token as the server signs it (the signature is not read). */
const tokenFor = (sub: string) =>
  ['{"alg":"HS256"}', JSON.stringify({ sub, sid: 's' })]
    .map((part) => btoa(part).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'))
    .concat('signature')
    .join('.');

const request = (token?: string) =>
  new Request('https://app.test/api/results/history?test=forty', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('the service worker’s API cache', () => {
  it('keys each kept answer by the account the request’s token names', async () => {
    const first = await keyByAccount({ request: request(tokenFor('account-1')) });
    const second = await keyByAccount({ request: request(tokenFor('account-2')) });
    expect(first).toBe(
      'https://app.test/api/results/history?test=forty&gamespeed-account=account-1',
    );
    expect(second).not.toBe(first);
    expect(await keyByAccount({ request: request(tokenFor('account-1')) })).toBe(first);
  });

  it('puts requests without a readable token under nobody', async () => {
    expect(await keyByAccount({ request: request() })).toMatch(/gamespeed-account=nobody$/);
    expect(await keyByAccount({ request: request('not-a-token') })).toMatch(
      /gamespeed-account=nobody$/,
    );
  });

  it('keeps no answer the server marks no-store', async () => {
    const kept = new Response('{}', { headers: { 'cache-control': 'private, max-age=0' } });
    const exported = new Response('{}', { headers: { 'cache-control': 'no-store' } });
    expect(await unlessNoStore({ response: kept })).toBe(kept);
    expect(await unlessNoStore({ response: exported })).toBeNull();
  });
});
