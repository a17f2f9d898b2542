import type { ModuleProjector } from '@gym/kernel/projection/projector';
import { supplementEvents } from './supplement-events.js';
import type { SupplementEvent } from './supplement-events.js';
import { SUPPLEMENTS_TOPIC } from './supplement-topics.js';

/**
 * The catalogue with stock on hand, every sale with its lines (for receipts and the sales report with margin) and
 * the discount limits. Sales are a desk's pace, not a check-in's: one statement per event keeps this simple.
 */
export const supplementsProjector: ModuleProjector<typeof SUPPLEMENTS_TOPIC.name> = {
  name: 'supplements',
  version: 2,
  eventTypes: supplementEvents.map((e) => e.type).filter((t) => t !== 'SupplementSaleNumberAssigned'),
  topics: [SUPPLEMENTS_TOPIC.name],
  tables: [
    {
      name: 'supplement_products',
      ddl: `CREATE TABLE supplement_products (
        product_id text PRIMARY KEY, name text NOT NULL, brand text NOT NULL, category text NOT NULL, barcode text,
        sku text, cost integer NOT NULL, price integer NOT NULL, tax_rate numeric NOT NULL,
        reorder_level integer NOT NULL, active boolean NOT NULL, on_hand integer NOT NULL,
        updated_at timestamptz NOT NULL
      );
      CREATE INDEX supplement_products_barcode_idx ON supplement_products (barcode);
      CREATE INDEX supplement_products_sku_idx ON supplement_products (lower(sku));
      CREATE INDEX supplement_products_name_idx ON supplement_products (lower(name));
      CREATE INDEX supplement_products_low_idx ON supplement_products (name) WHERE active AND on_hand <= reorder_level;`,
    },
    {
      name: 'supplement_sales',
      ddl: `CREATE TABLE supplement_sales (
        sale_id text PRIMARY KEY, number text NOT NULL, sale_date date NOT NULL, at timestamptz NOT NULL,
        method text NOT NULL, member_id text, invoice_id text, subtotal integer NOT NULL, discount integer NOT NULL,
        tax integer NOT NULL, total integer NOT NULL, returned_amount integer NOT NULL DEFAULT 0,
        sold_by text NOT NULL
      );
      CREATE INDEX supplement_sales_date_idx ON supplement_sales (sale_date DESC, at DESC);
      CREATE INDEX supplement_sales_invoice_idx ON supplement_sales (invoice_id) WHERE invoice_id IS NOT NULL;`,
    },
    {
      name: 'supplement_sale_lines',
      ddl: `CREATE TABLE supplement_sale_lines (
        sale_id text NOT NULL, product_id text NOT NULL, name text NOT NULL, sale_date date NOT NULL,
        quantity integer NOT NULL, unit_price integer NOT NULL, unit_cost integer NOT NULL, discount integer NOT NULL,
        tax integer NOT NULL, total integer NOT NULL, returned_quantity integer NOT NULL DEFAULT 0,
        returned_amount integer NOT NULL DEFAULT 0, PRIMARY KEY (sale_id, product_id)
      );
      CREATE INDEX supplement_sale_lines_date_idx ON supplement_sale_lines (sale_date, product_id);`,
    },
    {
      name: 'supplement_discount_limits',
      ddl: `CREATE TABLE supplement_discount_limits (role text PRIMARY KEY, percent numeric NOT NULL)`,
    },
  ],
  async apply(events, client, { parseEvent }) {
    for (const recorded of events) {
      const event = parseEvent(recorded) as SupplementEvent;
      const at = recorded.metadata.at;
      switch (event.type) {
        case 'SupplementProductAdded':
        case 'SupplementProductChanged': {
          const d = event.data;
          const cost = event.type === 'SupplementProductAdded' ? event.data.cost : null;
          await client.query(
            `INSERT INTO supplement_products (product_id, name, brand, category, barcode, sku, cost, price, tax_rate,
               reorder_level, active, on_hand, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, coalesce($7, 0), $8, $9, $10, $11, 0, $12)
             ON CONFLICT (product_id) DO UPDATE SET name = $2, brand = $3, category = $4, barcode = $5, sku = $6,
               price = $8, tax_rate = $9, reorder_level = $10, active = $11, updated_at = $12`,
            [
              d.productId,
              d.name,
              d.brand,
              d.category,
              d.barcode,
              d.sku,
              cost,
              d.price,
              d.taxRate,
              d.reorderLevel,
              d.active,
              at,
            ],
          );
          break;
        }
        case 'SupplementStockReceived':
          await client.query(
            'UPDATE supplement_products SET cost = $2, on_hand = $3, updated_at = $4 WHERE product_id = $1',
            [event.data.productId, event.data.averageCost, event.data.onHand, at],
          );
          break;
        case 'SupplementStockCounted':
          await client.query('UPDATE supplement_products SET on_hand = $2, updated_at = $3 WHERE product_id = $1', [
            event.data.productId,
            event.data.counted,
            at,
          ]);
          break;
        case 'SupplementStockSold':
          await client.query(
            'UPDATE supplement_products SET on_hand = on_hand - $2, updated_at = $3 WHERE product_id = $1',
            [event.data.productId, event.data.quantity, at],
          );
          break;
        case 'SupplementStockReturned':
          // The same moving average the decider keeps (product-decider.ts movingAverage).
          await client.query(
            `UPDATE supplement_products SET
               cost = CASE WHEN on_hand <= 0 THEN $3::int
                 ELSE round((on_hand * cost + $2::int * $3::int)::numeric / (on_hand + $2::int)) END,
               on_hand = on_hand + $2::int, updated_at = $4
             WHERE product_id = $1`,
            [event.data.productId, event.data.quantity, event.data.unitCost, at],
          );
          break;
        case 'SupplementSaleRecorded': {
          const d = event.data;
          await client.query(
            `INSERT INTO supplement_sales (sale_id, number, sale_date, at, method, member_id, invoice_id, subtotal,
               discount, tax, total, sold_by)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (sale_id) DO NOTHING`,
            [
              d.saleId,
              d.number,
              d.saleDate,
              at,
              d.method,
              d.memberId,
              d.invoiceId,
              d.subtotal,
              d.discount,
              d.tax,
              d.total,
              recorded.metadata.actorName,
            ],
          );
          await client.query(
            `INSERT INTO supplement_sale_lines (sale_id, product_id, name, sale_date, quantity, unit_price, unit_cost,
               discount, tax, total)
             SELECT $1, l."productId", l.name, $2, l.quantity, l."unitPrice", l."unitCost", l.discount, l.tax, l.total
             FROM json_to_recordset($3::json) AS l("productId" text, name text, quantity integer,
               "unitPrice" integer, "unitCost" integer, discount integer, tax integer, total integer)
             ON CONFLICT DO NOTHING`,
            [d.saleId, d.saleDate, JSON.stringify(d.lines)],
          );
          break;
        }
        case 'SupplementSaleReturned': {
          const d = event.data;
          await client.query('UPDATE supplement_sales SET returned_amount = returned_amount + $2 WHERE sale_id = $1', [
            d.saleId,
            d.amount,
          ]);
          await client.query(
            `UPDATE supplement_sale_lines s SET returned_quantity = s.returned_quantity + l.quantity,
               returned_amount = s.returned_amount + l.amount
             FROM json_to_recordset($2::json) AS l("productId" text, quantity integer, amount integer)
             WHERE s.sale_id = $1 AND s.product_id = l."productId"`,
            [d.saleId, JSON.stringify(d.lines)],
          );
          break;
        }
        case 'SupplementDiscountLimitSet':
          await client.query(
            `INSERT INTO supplement_discount_limits (role, percent) VALUES ($1, $2)
             ON CONFLICT (role) DO UPDATE SET percent = $2`,
            [event.data.role, event.data.percent],
          );
          break;
        default:
          break;
      }
    }
  },
};
