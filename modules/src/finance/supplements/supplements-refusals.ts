import { defineRefusals } from '@gym/kernel/commands/refusal-codes';

/**
 * What the supplement catalogue, its stock, sales and returns refuse (issue 46, item 4). Amounts are `…Qar` values in
 * QAR; a count of units is a plural.
 */
export const supplementsRefusals = defineRefusals('supplements', {
  product_exists: 'This product already exists.',
  product_not_found: 'Product not found',
  product_id_not_found: 'Product {productId} not found',
  no_product_code: 'No product has the code {code}.',
  code_taken: 'That barcode or SKU already belongs to {product}.',
  name_missing: 'A product needs a name.',
  price_negative: 'The price cannot be negative.',
  tax_rate: 'The tax rate is a percent from 0 to 100.',
  reorder_negative: 'The reorder level cannot be negative.',
  cost_negative: 'The cost cannot be negative.',
  receive_quantity: 'Receive at least 1 unit (whole units).',
  unit_cost_negative: 'The unit cost cannot be negative.',
  count_whole: 'A count is a whole number, 0 or more.',
  count_reason: '{product}: counted {counted} but the books say {onHand}. Give the reason for the difference.',
  sell_quantity: 'Sell at least 1 unit (whole units).',
  inactive: '{product} is not for sale (inactive).',
  out_of_stock: '{product} is out of stock: the last unit was just sold. Remove it from the sale.',
  low_stock:
    'Only {onHand, plural, one {# unit} other {# units}} of {product} left in stock; the sale asks for {quantity}.',
  discount_limit_range: 'A discount limit is a percent from 0 to 100.',
  sale_recorded: 'This sale is already recorded.',
  sale_not_found: 'Sale not found',
  sale_empty: 'Add at least one item to the sale.',
  sale_product_twice: 'Each product appears once in a sale; change its quantity instead.',
  sale_member: 'Choose the member whose account the sale goes on.',
  discount_negative: 'A discount cannot be negative.',
  discount_over_sale: 'The discount cannot be more than the sale.',
  discount_over_limit:
    'A discount of {discountQar} is more than your role may give: at most {percent}% of the sale ({limitQar}).',
  return_reason: 'Give the reason for the return.',
  return_empty: 'Choose at least one item to return.',
  return_not_on_sale: 'That product is not on this sale.',
  return_quantity: 'Return at least 1 unit.',
  return_over: 'Only {left} of {product} on sale {sale} can still be returned.',
  return_account_only: 'Only a sale put on a member account can go back to the account.',
  return_account_whole: 'A return to the account takes back the whole sale; refund a part in cash or card.',
  period_order: 'The period starts after it ends',
});
