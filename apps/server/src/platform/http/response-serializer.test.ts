import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.js';

const contract = z.object({
  id: z.number().int(),
  email: z.email(),
  note: z.string().nullable(),
  tags: z.array(z.object({ name: z.string() })),
});

async function appAnswering(body: unknown, check: boolean) {
  const app = Fastify();
  app.setSerializerCompiler(responseSerializerCompiler({ check }));
  app.get('/thing', { schema: { response: { 200: contract } } }, async () => body);
  await app.ready();
  const response = await app.inject({ method: 'GET', url: '/thing' });
  await app.close();
  return response;
}

describe('answers written by the serializer compiled from the contract (decision 0142)', () => {
  const answer = {
    id: 7,
    email: 'owner@demo.test',
    note: null,
    tags: [{ name: 'a', internal: 'x' }],
    passwordHash: 'never sent',
  };

  it('writes exactly the contract’s properties, as the checked serializer does, in both modes', async () => {
    const compiled = await appAnswering(answer, false);
    const checked = await appAnswering(answer, true);
    expect(compiled.statusCode).toBe(200);
    expect(compiled.json()).toEqual({ id: 7, email: 'owner@demo.test', note: null, tags: [{ name: 'a' }] });
    expect(checked.json()).toEqual(compiled.json());
  });

  it('does not validate each answer in production; with the check on, an answer off its contract fails', async () => {
    const offContract = { ...answer, email: 'not an address' };
    const compiled = await appAnswering(offContract, false);
    expect(compiled.statusCode).toBe(200);
    expect(compiled.json().email).toBe('not an address');
    expect((await appAnswering(offContract, true)).statusCode).toBe(500);
  });
});
