import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { percentiles } from './percentiles.js';
import { SupplementProductAdded } from '@gym/modules/finance/supplements/supplement-events';

const HOW_TO_GET_PRODUCTS =
  'generate the gym with them (`npm run seed:generate -- --products 10000 ...`, or `npm run bench -- --keep`)';

/**
 * Whether a gym generated before has supplement products to sell: checked before `npm run bench -- --reuse` spends
 * minutes on the other figures (a gym from `seed:generate` has none unless asked for).
 */
export async function requireProducts(pool: Pool): Promise<void> {
  const { rows } = await pool.query('SELECT 1 FROM event_store.events WHERE type = $1 LIMIT 1', [
    SupplementProductAdded.type,
  ]);
  if (rows.length === 0)
    throw new Error(`The gym has no supplement products for the point-of-sale figure: ${HOW_TO_GET_PRODUCTS}`);
}

/**
 * A supplement sale at the point of sale (DESIGN section 8): one sale at a time, 1 to 3 products picked at random from
 * the stocked catalogue, paid in cash or by card, timed from sending POST /api/supplements/sales to its 201. Cash
 * sales also reach the till through the projection worker's reactor, as at a desk.
 */
export async function measurePosSale(baseUrl: string, token: string, pool: Pool, rounds: number) {
  const { rows } = await pool.query<{ product_id: string }>(
    `SELECT product_id FROM read.supplement_products WHERE active AND on_hand >= 10 ORDER BY random() LIMIT 3000`,
  );
  if (rows.length === 0) throw new Error(`no stocked supplement products: ${HOW_TO_GET_PRODUCTS}`);
  const ids = rows.map((r) => r.product_id);
  const samples: number[] = [];
  let refused = 0;
  for (let i = 0; i < rounds; i++) {
    const count = 1 + (i % 3);
    const items = Array.from({ length: count }, (_, k) => ({ productId: ids[(i * 3 + k) % ids.length]!, quantity: 1 }));
    const started = performance.now();
    const answer = await fetch(`${baseUrl}/api/supplements/sales`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({ items, method: i % 2 === 0 ? 'cash' : 'card' }),
    });
    await answer.arrayBuffer();
    if (answer.status !== 201) {
      refused++;
      continue;
    }
    samples.push(performance.now() - started);
  }
  return { ...percentiles(samples), count: samples.length, refused, products: ids.length };
}
