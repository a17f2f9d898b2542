import type { InvoiceEvent } from '../../finance/billing/invoice-events.js';
import type { CheckInEvent } from '../check-ins/check-in-events.js';
import type { PtEvent } from '../personal-training/pt-events.js';
import type { MemberEvent } from './member-events.js';

/**
 * The events that tell of a member: their own, their invoices and payments, their PT packages and their visits. What
 * the members' projectors and the dashboard read, as a union of those areas' own events: the union of every module's
 * events (`catalogue.ts`) is built from the module list, which lists these projectors, so typing them with it closed
 * an import circle through every manifest.
 */
export type MemberRecordEvent = MemberEvent | InvoiceEvent | PtEvent | CheckInEvent;
