import { limitFor } from '@gym/modules/finance/supplements/discount-limits';
import { productDecider } from '@gym/modules/finance/supplements/product-decider';
import type { ProductCommand, ProductState } from '@gym/modules/finance/supplements/product-decider';
import { saleDecider } from '@gym/modules/finance/supplements/sale-decider';
import {
  SALE_NUMBER_SEQUENCE,
  formatSaleNumber,
  productStream,
  saleStream,
} from '@gym/modules/finance/supplements/supplement-events';
import type { SupplementEvent } from '@gym/modules/finance/supplements/supplement-events';
import { DecidedStream } from './decided-stream.js';
import { dateOf, instantAt } from './gym-calendar.js';
import { drawDeskMinute, visitFactor } from './gym-rhythm.js';
import type { HistoryContext } from './history-context.js';
import { event } from './history-context.js';
import type { ExpenseBook } from './history-expenses.js';
import type { Member, Part, VersionRef } from './history-model.js';
import { qar } from './plan-catalogue.js';
import { deskOnDuty } from './staff.js';

interface Line {
  readonly name: string;
  readonly brand: string;
  readonly category: string;
  /** QAR. */
  readonly price: number;
  readonly cost: number;
  readonly reorderLevel: number;
  /** How many a delivery brings the shelf up to. */
  readonly shelf: number;
  /** How often it is bought, relative to the others. */
  readonly demand: number;
  /** Bought several at a time (bars, drinks). */
  readonly multi: boolean;
}

const line = (
  name: string,
  brand: string,
  category: string,
  price: number,
  cost: number,
  shelf: number,
  demand: number,
  multi = false,
): Line => ({
  name,
  brand,
  category,
  price,
  cost,
  reorderLevel: Math.max(2, Math.round(shelf / 4)),
  shelf,
  demand,
  multi,
});

/** What the desk's shelf sells: prices in QAR as on the shelf labels. */
const SHELF: readonly Line[] = [
  line('Gold Standard 100% Whey 2 lb', 'Optimum Nutrition', 'Protein', 245, 150, 10, 3),
  line('Gold Standard 100% Whey 5 lb', 'Optimum Nutrition', 'Protein', 420, 275, 8, 2),
  line('ISO100 Hydrolyzed 2.3 kg', 'Dymatize', 'Protein', 460, 300, 6, 1),
  line('Impact Whey Protein 1 kg', 'MyProtein', 'Protein', 165, 95, 10, 2),
  line('Nitro-Tech Whey 4 lb', 'MuscleTech', 'Protein', 330, 210, 6, 1),
  line('Casein 2 lb', 'Rule 1', 'Protein', 240, 150, 4, 1),
  line('C4 Original Pre-workout 30 servings', 'Cellucor', 'Pre-workout', 150, 85, 8, 2),
  line('Legend Pre-workout 25 servings', 'Ghost', 'Pre-workout', 185, 110, 6, 1),
  line('Xtend BCAA 30 servings', 'Scivation', 'Amino acids', 140, 80, 8, 2),
  line('EAA 500 g', 'MyProtein', 'Amino acids', 120, 65, 6, 1),
  line('Micronized Creatine 300 g', 'Optimum Nutrition', 'Creatine', 95, 55, 10, 2),
  line('Platinum Creatine 400 g', 'MuscleTech', 'Creatine', 110, 60, 6, 1),
  line('Protein Bar Cookies & Cream', 'Quest', 'Snacks', 12, 6.5, 96, 10, true),
  line('Carb Killa Bar Salted Caramel', 'Grenade', 'Snacks', 13, 7, 72, 8, true),
  line('Protein Bar Chocolate Dough', 'Barebells', 'Snacks', 12, 6.5, 72, 8, true),
  line('Oat bar', 'Oat King', 'Snacks', 10, 5, 48, 4, true),
  line('Electrolyte drink 500 ml', 'Powerade', 'Drinks', 8, 3.5, 96, 10, true),
  line('Shaker bottle 700 ml', 'BlenderBottle', 'Accessories', 30, 12, 20, 2),
  line('Lifting straps', 'Harbinger', 'Accessories', 45, 20, 10, 1),
  line('Training gloves', 'Harbinger', 'Accessories', 65, 30, 10, 1),
  line('Vitamin D3 + K2 60 capsules', 'Now Foods', 'Vitamins', 75, 38, 8, 1),
  line('Omega-3 Fish Oil 120 softgels', 'Now Foods', 'Vitamins', 85, 45, 8, 1),
];

const SUPPLIERS = ['Doha Nutrition Trading', 'Al Muftah Sports Nutrition'];
const SHRINK_REASONS = ['Damaged packaging, written off', 'Past its expiry date', 'Missing: not found on the shelf'];

interface Product {
  readonly id: string;
  readonly line: Line;
  readonly stream: DecidedStream<ProductState, ProductCommand, SupplementEvent>;
  /** Units the simulation may still sell: deliveries count from the day after they arrive. */
  stock: number;
}

/**
 * The desk's supplement shelf (issue 44, item 4): the catalogue added on the opening day and stocked by a first
 * delivery; a delivery every three to five weeks of what ran low (paid to the supplier: an expense); sales at the
 * desk every day, in cash or by card, some to members; a stocktake every quarter, with now and then a unit damaged,
 * expired or missing (a reason for each difference). Every command is decided by the app's product and sale
 * deciders, so stock never goes below zero and the numbers (POS-000001…) follow the sales in time order.
 */
export class SupplementBook {
  private readonly products: Product[] = [];
  private readonly saleNumbers: VersionRef = { version: 0 };
  private readonly demand: readonly (readonly [Product, number])[];
  private nextDelivery: number;
  private nextStocktake: number;

  constructor(
    private readonly ctx: HistoryContext,
    private readonly expenses: ExpenseBook,
  ) {
    const r = ctx.office;
    for (const l of SHELF) {
      const id = r.uuid();
      this.products.push({ id, line: l, stream: new DecidedStream(productStream(id), productDecider), stock: 0 });
    }
    this.demand = this.products.map((p) => [p, p.line.demand] as const);
    this.nextDelivery = ctx.firstDay + r.int(21, 35);
    this.nextStocktake = ctx.firstDay + 45;
  }

  plan(): void {
    const ctx = this.ctx;
    const day = ctx.firstDay;
    ctx.schedule(day, () => {
      const manager = ctx.staff.manager;
      this.products.forEach((p, i) => {
        ctx.officeCommand(instantAt(day, 7 * 60 + 30 + i * 0.25), manager, () => [
          p.stream.decide({
            type: 'AddProduct',
            productId: p.id,
            details: {
              name: p.line.name,
              brand: p.line.brand,
              category: p.line.category,
              barcode: `6281000${String(100_001 + i)}`,
              sku: `GYM-${String(i + 1).padStart(3, '0')}`,
              price: qar(p.line.price),
              taxRate: 0,
              reorderLevel: p.line.reorderLevel,
              active: true,
            },
            cost: qar(p.line.cost),
          }),
        ]);
      });
      this.deliver(day, 7 * 60 + 45, true);
    });
  }

  planDay(day: number): void {
    if (day === this.nextDelivery) {
      this.deliver(day, 10 * 60 + 30 + this.ctx.office.int(0, 60), false);
      this.nextDelivery = day + this.ctx.office.int(21, 35);
    }
    this.sales(day);
    if (day === this.nextStocktake) {
      this.stocktake(day);
      this.nextStocktake = day + 91;
    }
  }

  /** A delivery of what runs low (all of it, the first time), received in one go by the manager. */
  private deliver(day: number, minute: number, opening: boolean): void {
    const ctx = this.ctx;
    const r = ctx.office;
    const supplier = opening ? SUPPLIERS[0]! : r.pick(SUPPLIERS);
    const lines = this.products
      .filter((p) => opening || p.stock <= p.line.reorderLevel * 2)
      .map((p) => ({
        product: p,
        quantity: p.line.shelf - Math.max(0, p.stock),
        unitCost: Math.round(qar(p.line.cost) * r.between(0.95, 1.08)),
      }))
      .filter((l) => l.quantity > 0);
    if (lines.length === 0) return;
    const purchaseId = r.uuid();
    ctx.officeCommand(instantAt(day, minute), ctx.staff.manager, () =>
      lines.map((l) =>
        l.product.stream.decide({
          type: 'ReceiveStock',
          productId: l.product.id,
          purchaseId,
          supplier,
          quantity: l.quantity,
          unitCost: l.unitCost,
          receivedDate: dateOf(day),
        }),
      ),
    );
    // Sold from tomorrow on in the simulation (today's sales were drawn without it).
    ctx.schedule(day + 1, () => {
      for (const l of lines) l.product.stock += l.quantity;
    });
    const total = lines.reduce((sum, l) => sum + l.quantity * l.unitCost, 0);
    if (!opening) this.expenses.purchase(day, minute + 20, ctx.staff.manager, supplier, () => total);
  }

  /** The day's sales at the desk: a few a day, more as the gym grows, fewer on quiet days. */
  private sales(day: number): void {
    const ctx = this.ctx;
    const r = ctx.office;
    const expected = Math.min(14, (1 + ctx.visitors.length / 250) * visitFactor(day));
    const count = Math.floor(expected + r.next());
    for (let i = 0; i < count; i++) {
      const items: { product: Product; quantity: number }[] = [];
      const wanted = r.chance(0.25) ? 2 : 1;
      for (let tries = 0; items.length < wanted && tries < 4; tries++) {
        const product = r.weighted(this.demand);
        const quantity = product.line.multi ? r.int(1, 3) : 1;
        if (product.stock < quantity || items.some((item) => item.product === product)) continue;
        product.stock -= quantity;
        items.push({ product, quantity });
      }
      if (items.length === 0) continue;
      const minute = drawDeskMinute(r, day);
      const seller = deskOnDuty(day, minute, ctx.staff.desk);
      const method = r.chance(0.55) ? 'cash' : 'card';
      const buyer = r.chance(0.4) ? this.member(day) : null;
      const saleId = r.uuid();
      ctx.officeCommand(instantAt(day, minute), seller, () =>
        this.sale(saleId, day, items, method, buyer, seller.role),
      );
    }
  }

  /** A member who may buy today: one who joined before today. */
  private member(day: number): Member | null {
    const visitors = this.ctx.visitors;
    for (let tries = 0; tries < 5 && visitors.length > 0; tries++) {
      const member = this.ctx.office.pick(visitors);
      if (member.joinDay < day && !member.archived) return member;
    }
    return null;
  }

  /** The sale as `sellSupplements` appends it: the sale, each product's stock, the next receipt number. */
  private sale(
    saleId: string,
    day: number,
    items: readonly { product: Product; quantity: number }[],
    method: 'cash' | 'card',
    buyer: Member | null,
    role: string | undefined,
  ): Part[] {
    const number = formatSaleNumber(this.saleNumbers.version + 1);
    const sale = new DecidedStream(saleStream(saleId), saleDecider);
    return [
      sale.decide({
        type: 'RecordSale',
        saleId,
        number,
        items: items.map((i) => ({ productId: i.product.id, quantity: i.quantity, product: i.product.stream.state })),
        discount: 0,
        discountLimitPercent: limitFor(new Map(), role ?? 'receptionist'),
        method,
        memberId: buyer?.id ?? null,
        invoiceId: null,
        saleDate: dateOf(day),
      }),
      ...items.map((i) =>
        i.product.stream.decide({ type: 'SellStock', productId: i.product.id, saleId, quantity: i.quantity }),
      ),
      {
        streamId: SALE_NUMBER_SEQUENCE,
        ref: this.saleNumbers,
        events: [event({ type: 'SupplementSaleNumberAssigned', data: { number, saleId } })],
      },
    ];
  }

  /** A stocktake after the evening's sales: every product counted, a few units short with the reason. */
  private stocktake(day: number): void {
    const ctx = this.ctx;
    const r = ctx.office;
    const shrink = new Map<Product, { units: number; reason: string }>();
    for (let i = r.int(1, 3); i > 0; i--) {
      const product = r.pick(this.products);
      const units = Math.min(product.stock, r.int(1, 2));
      if (units <= 0 || shrink.has(product)) continue;
      product.stock -= units;
      shrink.set(product, { units, reason: r.pick(SHRINK_REASONS) });
    }
    const stocktakeId = r.uuid();
    ctx.officeCommand(instantAt(day, 22 * 60 + 30), ctx.staff.manager, () =>
      this.products.map((p) => {
        const lost = shrink.get(p);
        return p.stream.decide({
          type: 'CountStock',
          productId: p.id,
          stocktakeId,
          counted: p.stream.state.onHand - (lost?.units ?? 0),
          reason: lost?.reason ?? null,
          countedDate: dateOf(day),
        });
      }),
    );
  }
}
