import { defineRefusals } from '@gym/kernel/commands/refusal-codes';

/** What personal training refuses: trainers, package sales, sessions and balance payments (issue 46, item 4). */
export const ptRefusals = defineRefusals('personal_training', {
  trainer_exists: 'This trainer already exists.',
  trainer_not_found: 'Trainer not found',
  trainer_inactive: '{name} no longer takes clients.',
  package_exists: 'This package already exists.',
  price_not_positive: 'The package price must be more than 0.',
  paid_over_price: 'The amount paid now cannot be more than the package price.',
  due_before_sale: 'The balance cannot be due before the sale.',
  ends_before_sale: 'The package cannot end before the sale.',
  not_found: 'Personal training record not found',
  sessions_used: 'All {sessions} sessions of this package are used.',
  expired: 'This package expired on {date}.',
  invoice_linked: 'That invoice is already linked to this package.',
  invoice_other_member: 'That invoice is for another member.',
  nothing_owed: 'Nothing is owed on this package.',
  invoice_unpaid: 'That invoice has not been paid.',
  invoice_over_due: 'That invoice paid {paidQar}, more than the {dueQar} owed on the package.',
  due_mismatch: 'After this payment {dueQar} is still owed, not {claimedQar}.',
  paid_mismatch: 'After this payment {paidQar} is paid in total, not {claimedQar}.',
  invoice_not_found: 'Invoice not found',
  unknown_cursor: 'Unknown cursor: start again from the first page',
});
