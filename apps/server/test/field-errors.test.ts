import { errorResponseSchema } from '@gamespeed/domain/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './support/app';
import { call, deliveryForThisFile, signUp } from './support/auth';

const delivery = deliveryForThisFile();

const app = () => buildTestApp({}, delivery.integrations);

describe('400 answers list the refused fields', () => {
  it('names every refused body field with the shared rule, and keeps the one-line message', async () => {
    const server = await app();
    const session = await signUp(server, delivery);
    const res = await call(server, session, 'PUT', '/api/profile/physical', {
      position: 'CB',
      heightInches: 511,
      weightLbs: 5000,
    });
    expect(res.statusCode).toBe(400);
    const body = errorResponseSchema.parse(res.json());
    expect(body.error.code).toBe('invalid_input');
    expect(body.error.message).toBe('body.heightInches: Height must be at most 96 inches');
    expect(body.error.fields).toEqual([
      { path: 'heightInches', in: 'body', message: 'Height must be at most 96 inches' },
      { path: 'weightLbs', in: 'body', message: 'Weight must be at most 500 lbs' },
    ]);
  });

  it('keeps the list on a public route that declares its 400 answer', async () => {
    const server = await app();
    const res = await server.inject({ method: 'POST', url: '/api/access', payload: {} });
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.fields;
    expect(fields).toHaveLength(1);
    expect(fields[0]).toMatchObject({ path: 'code', in: 'body' });
    expect(typeof fields[0].message).toBe('string');
  });

  it('says where a query parameter was refused', async () => {
    const server = await app();
    const session = await signUp(server, delivery);
    const res = await call(server, session, 'GET', '/api/results?limit=0');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'invalid_input',
      message: 'querystring.limit: must be at least 1',
      fields: [{ path: 'limit', in: 'querystring', message: 'must be at least 1' }],
    });
  });

  it('leaves other errors as { code, message } only', async () => {
    const server = await app();
    const res = await server.inject({ method: 'GET', url: '/api/nowhere' });
    expect(res.statusCode).toBe(404);
    expect(Object.keys(res.json().error).sort()).toEqual(['code', 'message']);
  });
});
