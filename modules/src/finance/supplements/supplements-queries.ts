import { memberNameSql } from '../../membership/members/public.js';
import type { Pool } from 'pg';
import { toQar } from '@gym/kernel/contracts/money';
import type { Product, Sale, SalesReport } from './supplement-contracts.js';

const PRODUCT = `SELECT product_id AS id, name, brand, category, barcode, sku, cost, price, tax_rate::float AS "taxRate",
    reorder_level AS "reorderLevel", active, on_hand AS "onHand", (active AND on_hand <= reorder_level) AS "lowStock"
  FROM read.supplement_products`;

type ProductRow = Omit<Product, 'cost' | 'price'> & { cost: number; price: number };
const toProduct = (row: ProductRow): Product => ({ ...row, cost: toQar(row.cost), price: toQar(row.price) });

export async function listProducts(
  pool: Pool,
  filter: {
    search?: string | undefined;
    lowStock?: boolean | undefined;
    includeInactive?: boolean | undefined;
    limit: number;
  },
): Promise<Product[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (!filter.includeInactive) where.push('active');
  if (filter.lowStock) where.push('active AND on_hand <= reorder_level');
  if (filter.search) {
    params.push(`%${filter.search.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`, filter.search);
    where.push(
      `(lower(name) LIKE $${params.length - 1} OR lower(brand) LIKE $${params.length - 1} OR barcode = $${params.length} OR lower(sku) = lower($${params.length}))`,
    );
  }
  params.push(filter.limit);
  const { rows } = await pool.query<ProductRow>(
    `${PRODUCT} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY lower(name), product_id LIMIT $${params.length}`,
    params,
  );
  return rows.map(toProduct);
}

/** The product a scanner's code names: its barcode, else its SKU (case-insensitive). */
export async function findProductByCode(pool: Pool, code: string): Promise<Product | null> {
  const { rows } = await pool.query<ProductRow>(
    `${PRODUCT} WHERE barcode = $1 OR lower(sku) = lower($1) ORDER BY (barcode = $1) DESC, active DESC LIMIT 1`,
    [code],
  );
  return rows[0] ? toProduct(rows[0]) : null;
}

export async function findProduct(pool: Pool, id: string): Promise<Product | null> {
  const { rows } = await pool.query<ProductRow>(`${PRODUCT} WHERE product_id = $1`, [id]);
  return rows[0] ? toProduct(rows[0]) : null;
}

/** Another product already using this barcode or SKU (codes must name one product for the scanner). */
export async function codeTakenBy(
  pool: Pool,
  codes: { barcode?: string | undefined; sku?: string | undefined },
  except: string | null,
): Promise<string | null> {
  const { rows } = await pool.query<{ name: string }>(
    `SELECT name FROM read.supplement_products
     WHERE (barcode = $1 OR lower(sku) = lower($2)) AND product_id IS DISTINCT FROM $3 LIMIT 1`,
    [codes.barcode ?? null, codes.sku ?? null, except],
  );
  return rows[0]?.name ?? null;
}

const SALE = `SELECT s.sale_id AS id, s.number, to_char(s.sale_date, 'YYYY-MM-DD') AS "saleDate", s.at, s.method,
    s.member_id AS "memberId", CASE WHEN m.member_id IS NULL THEN NULL ELSE ${memberNameSql('m')} END AS "memberName",
    s.invoice_id AS "invoiceId", s.subtotal, s.discount, s.tax, s.total, s.returned_amount AS "returnedAmount",
    s.sold_by AS "soldBy",
    (SELECT json_agg(json_build_object('productId', l.product_id, 'name', l.name, 'quantity', l.quantity,
        'unitPrice', l.unit_price, 'discount', l.discount, 'tax', l.tax, 'total', l.total,
        'returned', l.returned_quantity) ORDER BY l.name)
      FROM read.supplement_sale_lines l WHERE l.sale_id = s.sale_id) AS lines
  FROM read.supplement_sales s LEFT JOIN read.members m ON m.member_id = s.member_id`;

interface SaleRow extends Omit<Sale, 'at'> {
  at: Date;
}

const toSale = (row: SaleRow): Sale => ({
  ...row,
  at: row.at.toISOString(),
  subtotal: toQar(row.subtotal),
  discount: toQar(row.discount),
  tax: toQar(row.tax),
  total: toQar(row.total),
  returnedAmount: toQar(row.returnedAmount),
  lines: (row.lines ?? []).map((l) => ({
    ...l,
    unitPrice: toQar(l.unitPrice),
    discount: toQar(l.discount),
    tax: toQar(l.tax),
    total: toQar(l.total),
  })),
});

export async function listSales(
  pool: Pool,
  filter: { from?: string | undefined; to?: string | undefined; invoiceId?: string | undefined; limit: number },
): Promise<Sale[]> {
  const { rows } = await pool.query<SaleRow>(
    `${SALE} WHERE ($1::date IS NULL OR s.sale_date >= $1) AND ($2::date IS NULL OR s.sale_date <= $2)
       AND ($4::text IS NULL OR s.invoice_id = $4)
     ORDER BY s.sale_date DESC, s.at DESC LIMIT $3`,
    [filter.from ?? null, filter.to ?? null, filter.limit, filter.invoiceId ?? null],
  );
  return rows.map(toSale);
}

export async function findSale(pool: Pool, id: string): Promise<Sale | null> {
  const { rows } = await pool.query<SaleRow>(`${SALE} WHERE s.sale_id = $1`, [id]);
  return rows[0] ? toSale(rows[0]) : null;
}

/**
 * Sales by product over a period. Revenue is what the lines sold for before tax (discounts taken off), less what was
 * returned (its share before tax); cost is the average cost the units left with, for the units that stayed sold.
 */
export async function salesReport(pool: Pool, from: string, to: string): Promise<SalesReport> {
  const { rows } = await pool.query<{
    productId: string;
    name: string;
    quantity: number;
    revenue: number;
    cost: number;
  }>(
    `SELECT product_id AS "productId", max(name) AS name,
       sum(quantity - returned_quantity)::int AS quantity,
       sum(total - tax - CASE WHEN total = 0 THEN 0 ELSE round(returned_amount::numeric * (total - tax) / total) END)::int AS revenue,
       sum(unit_cost * (quantity - returned_quantity))::int AS cost
     FROM read.supplement_sale_lines WHERE sale_date BETWEEN $1 AND $2
     GROUP BY product_id ORDER BY revenue DESC, name`,
    [from, to],
  );
  const row = (r: { quantity: number; revenue: number; cost: number }) => ({
    quantity: r.quantity,
    revenue: toQar(r.revenue),
    cost: toQar(r.cost),
    margin: toQar(r.revenue - r.cost),
    marginPercent: r.revenue === 0 ? null : Math.round(((r.revenue - r.cost) / r.revenue) * 1000) / 10,
  });
  const sum = rows.reduce(
    (a, r) => ({ quantity: a.quantity + r.quantity, revenue: a.revenue + r.revenue, cost: a.cost + r.cost }),
    { quantity: 0, revenue: 0, cost: 0 },
  );
  return {
    from,
    to,
    rows: rows.map((r) => ({ productId: r.productId, name: r.name, ...row(r) })),
    totals: row(sum),
  };
}

export async function listDiscountLimits(pool: Pool): Promise<Map<string, number>> {
  const { rows } = await pool.query<{ role: string; percent: number }>(
    'SELECT role, percent::float AS percent FROM read.supplement_discount_limits',
  );
  return new Map(rows.map((r) => [r.role, r.percent]));
}
