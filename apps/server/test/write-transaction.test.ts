import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, writeTransaction } from '../src/db/database.js';
import { businesses } from '../src/db/schema/index.js';
import { createTestDatabase } from './test-database.js';

/**
 * Concurrent read-check-write requests on one business must not interleave inside their transactions: each reads
 * a counter, waits (so a racing request would read the same value), then writes it back incremented. Lost
 * updates would leave the counter short of the number of requests.
 */
describe('write transactions', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let businessId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const [row] = await database.db
      .insert(businesses)
      .values({ name: 'Counter Co', outletSlot: 0 })
      .returning({ id: businesses.id });
    businessId = row!.id;
    app = Fastify();
    app.post<{ Params: { id: string } }>('/api/businesses/:id/increment', async (request) => {
      const id = Number(request.params.id);
      return writeTransaction(database.db, id, async (tx) => {
        const [current] = await tx
          .select({ slot: businesses.outletSlot })
          .from(businesses)
          .where(eq(businesses.id, id));
        await sleep(5);
        await tx
          .update(businesses)
          .set({ outletSlot: current!.slot + 1 })
          .where(eq(businesses.id, id));
        return { slot: current!.slot + 1 };
      });
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('serializes concurrent conflicting writes of one business', async () => {
    const requests = 25;
    const responses = await Promise.all(
      Array.from({ length: requests }, () =>
        app.inject({ method: 'POST', url: `/api/businesses/${businessId}/increment` }),
      ),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const slots = responses.map((response) => response.json().slot).sort((a, b) => a - b);
    expect(slots).toEqual(Array.from({ length: requests }, (_, index) => index + 1));
    const [after] = await database.db
      .select({ slot: businesses.outletSlot })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    expect(after!.slot).toBe(requests);
  });

  it('rolls back everything when the work fails', async () => {
    await expect(
      writeTransaction(database.db, businessId, async (tx) => {
        await tx.update(businesses).set({ name: 'Changed' }).where(eq(businesses.id, businessId));
        throw new Error('rule broken');
      }),
    ).rejects.toThrow('rule broken');
    const [after] = await database.db
      .select({ name: businesses.name })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    expect(after!.name).toBe('Counter Co');
  });
});
