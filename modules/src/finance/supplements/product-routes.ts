import { z } from 'zod';
import { idParams, singleLine } from '@gym/kernel/contracts/text';
import { deriveEntityId } from '@gym/events/store/ids';
import { executeCommand } from '@gym/kernel/commands/execute-command';
import { streamCommand } from '@gym/kernel/commands/stream-command';
import { commandAnswer, commandRefusals, errorAnswer } from '@gym/kernel/contracts/common-contracts';
import { toDirhams } from '@gym/kernel/contracts/money';
import type { ModuleRoutes } from '@gym/kernel/http/module-context';
import { commandContext } from '@gym/kernel/http/request-context';
import { BUILT_IN_ROLES } from '@gym/kernel/permissions/permissions';
import { DEFAULT_DISCOUNT_LIMIT, DEFAULT_DISCOUNT_LIMITS, discountLimitsDecider } from './discount-limits.js';
import type { ProductDetails } from './product-decider.js';
import {
  discountLimit,
  discountLimitInput,
  product,
  productInput,
  productListQuery,
  stockReceiptInput,
  stocktakeInput,
} from './supplement-contracts.js';
import { runProductBatch, runProductCommand } from './supplement-commands.js';
import { supplementsRefusals } from './supplements-refusals.js';
import { DISCOUNT_LIMITS_STREAM } from './supplement-events.js';
import {
  codeTakenBy,
  findProduct,
  findProductByCode,
  listDiscountLimits,
  listProducts,
} from './supplements-queries.js';

const detailsOf = (input: z.output<typeof productInput>): ProductDetails => ({
  name: input.name,
  brand: input.brand ?? '',
  category: input.category ?? '',
  barcode: input.barcode ?? null,
  sku: input.sku ?? null,
  price: toDirhams(input.price),
  taxRate: input.taxRate,
  reorderLevel: input.reorderLevel,
  active: input.active,
});

/** The supplement catalogue and its stock: canViewFinancials reads, canEditFinancials changes. */
export const productRoutes: ModuleRoutes = async (app, { deps }) => {
  const view = { access: 'canViewFinancials' as const };
  const edit = { access: 'canEditFinancials' as const };
  const uniqueCodes = async (input: z.output<typeof productInput>, except: string | null) => {
    if (!input.barcode && !input.sku) return;
    const taken = await codeTakenBy(deps.pool, input, except);
    if (taken) throw supplementsRefusals.refuse('code_taken', { product: taken });
  };

  app.get(
    '/api/supplements/products',
    {
      config: view,
      schema: {
        tags: ['supplements'],
        summary: 'Products with stock on hand (search by name, brand, barcode or SKU; lowStock=true for alerts)',
        querystring: productListQuery,
        response: { 200: z.array(product) },
      },
    },
    async (request) => listProducts(deps.pool, request.query),
  );

  app.get(
    '/api/supplements/products/scan/:code',
    {
      config: view,
      schema: {
        tags: ['supplements'],
        summary: 'The product a scanned barcode (or typed SKU) names',
        params: z.object({ code: singleLine().trim().min(1).max(64) }),
        response: { 200: product, 404: errorAnswer },
      },
    },
    async (request) => {
      const found = await findProductByCode(deps.pool, request.params.code);
      if (!found) throw supplementsRefusals.missing('no_product_code', { code: request.params.code });
      return found;
    },
  );

  app.post(
    '/api/supplements/products',
    {
      config: edit,
      schema: {
        tags: ['supplements'],
        summary: 'Add a product to the catalogue',
        body: productInput,
        response: { 201: commandAnswer, ...commandRefusals },
      },
    },
    async (request, reply) => {
      await uniqueCodes(request.body, null);
      const context = commandContext(request, deps);
      const productId = deriveEntityId(context.idempotencyKey, 'product');
      const { position } = await runProductCommand(context, {
        type: 'AddProduct',
        productId,
        details: detailsOf(request.body),
        cost: toDirhams(request.body.cost),
      });
      return reply.status(201).send({ id: productId, position });
    },
  );

  app.put(
    '/api/supplements/products/:id',
    {
      config: edit,
      schema: {
        tags: ['supplements'],
        summary: "Change a product's details (cost moves only with purchases)",
        params: idParams,
        body: productInput,
        response: { 200: commandAnswer, ...commandRefusals },
      },
    },
    async (request) => {
      await uniqueCodes(request.body, request.params.id);
      const { position } = await runProductCommand(commandContext(request, deps), {
        type: 'ChangeProduct',
        productId: request.params.id,
        details: detailsOf(request.body),
      });
      return { id: request.params.id, position };
    },
  );

  app.get(
    '/api/supplements/products/:id',
    {
      config: view,
      schema: {
        tags: ['supplements'],
        summary: 'One product',
        params: idParams,
        response: { 200: product, 404: errorAnswer },
      },
    },
    async (request) => {
      const found = await findProduct(deps.pool, request.params.id);
      if (!found) throw supplementsRefusals.missing('product_not_found');
      return found;
    },
  );

  app.post(
    '/api/supplements/purchases',
    {
      config: edit,
      schema: {
        tags: ['supplements'],
        summary: 'Stock in: a delivery from a supplier (quantities and unit costs; moving average cost)',
        body: stockReceiptInput,
        response: { 201: commandAnswer, ...commandRefusals },
      },
    },
    async (request, reply) => {
      const context = commandContext(request, deps);
      const purchaseId = deriveEntityId(context.idempotencyKey, 'purchase');
      const receivedDate = request.body.receivedDate ?? (await deps.calendar.today());
      const { position } = await runProductBatch(
        context,
        purchaseId,
        request.body.lines.map((line) => ({
          type: 'ReceiveStock' as const,
          productId: line.productId,
          purchaseId,
          supplier: request.body.supplier,
          quantity: line.quantity,
          unitCost: toDirhams(line.unitCost),
          receivedDate,
        })),
      );
      return reply.status(201).send({ id: purchaseId, position });
    },
  );

  app.post(
    '/api/supplements/stocktakes',
    {
      config: edit,
      schema: {
        tags: ['supplements'],
        summary: 'A stocktake: counted quantities, with a reason for every difference',
        body: stocktakeInput,
        response: { 201: commandAnswer, ...commandRefusals },
      },
    },
    async (request, reply) => {
      const context = commandContext(request, deps);
      const stocktakeId = deriveEntityId(context.idempotencyKey, 'stocktake');
      const countedDate = await deps.calendar.today();
      const { position } = await runProductBatch(
        context,
        stocktakeId,
        request.body.lines.map((line) => ({
          type: 'CountStock' as const,
          productId: line.productId,
          stocktakeId,
          counted: line.counted,
          reason: line.reason ?? null,
          countedDate,
        })),
      );
      return reply.status(201).send({ id: stocktakeId, position });
    },
  );

  app.get(
    '/api/supplements/discount-limits',
    {
      config: view,
      schema: {
        tags: ['supplements'],
        summary: 'The largest discount each role may give at the point of sale (percent of the sale)',
        response: { 200: z.array(discountLimit) },
      },
    },
    async () => {
      const set = await listDiscountLimits(deps.pool);
      const roles = new Set([...Object.keys(BUILT_IN_ROLES), ...set.keys()]);
      return [...roles].map((role) => ({
        role,
        percent: set.get(role) ?? DEFAULT_DISCOUNT_LIMITS[role] ?? DEFAULT_DISCOUNT_LIMIT,
      }));
    },
  );

  app.put(
    '/api/supplements/discount-limits/:role',
    {
      config: { access: 'canManageSettings' },
      schema: {
        tags: ['supplements'],
        summary: "Set a role's discount limit",
        params: z.object({ role: singleLine().trim().min(1).max(60) }),
        body: discountLimitInput,
        response: { 200: commandAnswer, ...commandRefusals },
      },
    },
    async (request) => {
      const { position } = await executeCommand(
        commandContext(request, deps),
        streamCommand({
          streamId: DISCOUNT_LIMITS_STREAM,
          decider: discountLimitsDecider,
          command: { type: 'SetDiscountLimit', role: request.params.role, percent: request.body.percent },
          answer: () => ({ id: request.params.role }),
          replay: () => ({ id: request.params.role }),
        }),
      );
      return { id: request.params.role, position };
    },
  );
};
