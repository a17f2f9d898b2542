import { productStream } from '@gym/modules/finance/supplements/supplement-events';
import type { GeneratedCommand } from './generated-command.js';
import { Random } from './random.js';
import { MANAGER } from './staff.js';

const BRANDS = ['Optimum Nutrition', 'MyProtein', 'Dymatize', 'BSN', 'MuscleTech', 'Cellucor', 'Scivation', 'Rule 1'];
const LINES = [
  { category: 'Protein', names: ['Whey', 'Isolate', 'Casein', 'Vegan Protein'], price: [180, 420] },
  { category: 'Pre-workout', names: ['Pre-workout', 'Pump', 'Energy'], price: [120, 220] },
  { category: 'Amino acids', names: ['BCAA', 'EAA', 'Glutamine'], price: [90, 190] },
  { category: 'Creatine', names: ['Creatine', 'Creatine HCl'], price: [70, 160] },
  { category: 'Snacks', names: ['Protein Bar', 'Protein Cookie', 'Oat Bar'], price: [8, 20] },
  { category: 'Accessories', names: ['Shaker', 'Lifting Straps', 'Gloves'], price: [25, 90] },
] as const;
const SIZES = ['250g', '500g', '1kg', '2kg', '5lb', '30 servings', '60 servings', 'single'];

/**
 * A supplement catalogue for the bench and sample data: `count` products, each added with a barcode and SKU and
 * stocked by one delivery (as the app would append them: the product's stream, expected at 0). The point-of-sale
 * figure is measured against it.
 */
export function* generateSupplementCatalogue(options: {
  count: number;
  seed: number;
  day: string;
  at: number;
}): Generator<GeneratedCommand, number, undefined> {
  const random = new Random(options.seed);
  for (let i = 0; i < options.count; i++) {
    const line = LINES[random.int(0, LINES.length - 1)]!;
    const name = `${BRANDS[random.int(0, BRANDS.length - 1)]} ${line.names[random.int(0, line.names.length - 1)]} ${SIZES[random.int(0, SIZES.length - 1)]} #${i + 1}`;
    const price = random.int(line.price[0], line.price[1]) * 100;
    const cost = Math.round(price * random.between(0.45, 0.7));
    const quantity = random.int(20, 200);
    const productId = random.uuid();
    const commandId = random.uuid();
    yield {
      commandId,
      metadata: {
        actorId: MANAGER.id,
        actorName: MANAGER.name,
        correlationId: commandId,
        causationId: null,
        commandId,
        at: new Date(options.at).toISOString(),
      },
      appends: [
        {
          streamId: productStream(productId),
          expectedVersion: 0,
          events: [
            {
              type: 'SupplementProductAdded',
              data: {
                productId,
                name,
                brand: name.split(' ')[0]!,
                category: line.category,
                barcode: String(6290000000000 + i),
                sku: `SUP-${String(i + 1).padStart(5, '0')}`,
                price,
                taxRate: 0,
                reorderLevel: random.int(3, 10),
                active: true,
                cost,
              },
            },
            {
              type: 'SupplementStockReceived',
              data: {
                productId,
                purchaseId: random.uuid(),
                supplier: 'Doha Nutrition Trading',
                quantity,
                unitCost: cost,
                receivedDate: options.day,
                averageCost: cost,
                onHand: quantity,
              },
            },
          ],
        },
      ],
    };
  }
  return options.count;
}
