import { defineRefusals } from '@gym/kernel/commands/refusal-codes';

/**
 * What the petty cash tills refuse (issue 46, item 4). Amounts are `…Qar` values in QAR; whether a count is over or
 * short is sent as `over` or `short` and worded by `select`.
 */
export const pettyCashRefusals = defineRefusals('petty_cash', {
  session_not_found: 'Till session not found',
  session_closed: 'This till session is closed.',
  closed_locked: 'This till session is closed and locked. Correct it with an adjustment (+ or −, with a reason).',
  not_positive: 'The amount must be more than 0.',
  no_reason: 'Give the reason.',
  over_withdraw: 'The till should hold {heldQar}: {amountQar} cannot be taken out of it.',
  adjust_no_amount: 'An adjustment needs an amount.',
  adjust_no_reason: 'Give the reason for the correction.',
  adjust_open_session: 'An open session is corrected by counting it at close; adjust it only for another session.',
  adjust_closed_other: 'This till session is closed: an adjustment on it corrects this session only.',
  denomination: '{denominationQar} is not a Qatari note or coin.',
  count_whole: 'Counts are whole numbers, 0 or more.',
  variance_reason:
    'The count is {varianceQar} {direction, select, over {over} other {short of}} the expected {expectedQar}: give the reason (needed above {thresholdQar}).',
  threshold_negative: 'The variance threshold is an amount of 0 or more.',
  threshold_max: 'The variance threshold is at most {maxQar}.',
  desk_name: 'Name the desk whose till this is.',
  float_negative: 'The float cannot be negative.',
  session_open: 'This till session is already open.',
  desk_open: 'The {desk} till is already open: close it before opening a new session.',
});
