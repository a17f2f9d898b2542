import type { GeneratedCommand } from './generated-command.js';

/**
 * Members by the status the app shows on `today`, of their latest membership sold (projection-service's member
 * status: archived, none, cancelled, frozen, expired, active, in that order).
 */
export interface StatusCounts {
  readonly active: number;
  readonly frozen: number;
  readonly expired: number;
  readonly cancelled: number;
  readonly archived: number;
  /** Registered without a membership sold (does not happen in the generated history, counted to be sure). */
  readonly none: number;
}

/** What the generated history holds, counted from the events actually produced. */
export interface HistorySummary {
  readonly firstDay: string;
  readonly today: string;
  readonly commands: number;
  readonly events: number;
  readonly eventsByType: Readonly<Record<string, number>>;
  readonly members: number;
  readonly checkIns: number;
  readonly checkOuts: number;
  readonly overrides: number;
  readonly invoices: number;
  readonly ptInvoices: number;
  readonly payments: number;
  readonly refunds: number;
  readonly voids: number;
  readonly ptPackages: number;
  /** Invoices still owing after their due date, on `today` (with PT balances: the dashboard's Past Due). */
  readonly pastDue: { readonly count: number; readonly dirhams: number };
  /** PT packages whose balance is still owed after its due date, on `today`. */
  readonly pastDuePt: { readonly count: number; readonly dirhams: number };
  readonly statusAtToday: StatusCounts;
}

/**
 * A member as the members read model has them after the events emitted so far (the latest membership sold, its
 * freeze and cancellation, archiving): what a campaign's segment selects, and where its text goes.
 */
export interface MemberStatus {
  readonly memberId: string;
  readonly memberNumber: number;
  readonly firstName: string;
  readonly nameArabic: string | null;
  readonly preferredLanguage: 'en' | 'ar' | null;
  readonly phone: string | null;
  readonly gender: string;
  planName: string | null;
  expiry: string | null;
  freeze: { from: string; until: string } | null;
  cancelled: boolean;
  archived: boolean;
}

/** The status the app shows on `today` (member-status.ts; `none` is its `pending`). */
export function memberStatusOn(
  member: MemberStatus,
  today: string,
): 'archived' | 'none' | 'cancelled' | 'frozen' | 'expired' | 'active' {
  if (member.archived) return 'archived';
  if (member.expiry === null) return 'none';
  if (member.cancelled) return 'cancelled';
  if (member.freeze && member.freeze.from <= today && today <= member.freeze.until) return 'frozen';
  return member.expiry < today ? 'expired' : 'active';
}

interface OpenInvoice {
  amount: number;
  net: number;
  dueDate: string;
  voided: boolean;
}

/** Counts events as they are emitted, and keeps each invoice's balance for the Past Due figure. */
export class HistoryTally {
  private commands = 0;
  private events = 0;
  private readonly byType = new Map<string, number>();
  private overrides = 0;
  private ptInvoices = 0;
  private readonly invoices = new Map<string, OpenInvoice>();
  private readonly packages = new Map<
    string,
    { amount: number; paid: number; dueDate: string; trainerId: string; saleDate: string }
  >();
  /** Every member registered so far, as the read model has them (the back office reads them). */
  readonly members = new Map<string, MemberStatus>();

  record(command: GeneratedCommand): void {
    this.commands++;
    for (const append of command.appends) {
      for (const event of append.events) {
        this.events++;
        this.byType.set(event.type, (this.byType.get(event.type) ?? 0) + 1);
        this.follow(event.type, event.data as Record<string, unknown>);
      }
    }
  }

  private follow(type: string, data: Record<string, unknown>): void {
    switch (type) {
      case 'MemberRegistered':
        this.members.set(data.memberId as string, {
          memberId: data.memberId as string,
          memberNumber: data.memberNumber as number,
          firstName: data.firstName as string,
          nameArabic: (data.nameArabic as string | null | undefined) ?? null,
          preferredLanguage: (data.preferredLanguage as 'en' | 'ar' | null | undefined) ?? null,
          phone: (data.phone as string | null) || null,
          gender: data.gender as string,
          planName: null,
          expiry: null,
          freeze: null,
          cancelled: false,
          archived: false,
        });
        return;
      case 'MembershipSold':
        Object.assign(this.member(data), {
          planName: data.planName as string,
          expiry: data.expiryDate as string,
          freeze: null,
          cancelled: false,
        });
        return;
      case 'MembershipFrozen':
        Object.assign(this.member(data), {
          expiry: data.expiryDate as string,
          freeze: { from: data.from as string, until: data.until as string },
        });
        return;
      case 'MembershipUnfrozen': {
        const member = this.member(data);
        member.expiry = data.expiryDate as string;
        if (member.freeze) member.freeze.until = dayBefore(data.on as string);
        return;
      }
      case 'MembershipCancelled':
        this.member(data).cancelled = true;
        return;
      case 'MemberArchived':
        this.member(data).archived = true;
        return;
      case 'MemberCheckedIn':
        if (data.override !== null) this.overrides++;
        return;
      case 'InvoiceIssued':
        if (data.type === 'PT') this.ptInvoices++;
        this.invoices.set(data.invoiceId as string, {
          amount: data.amount as number,
          net: 0,
          dueDate: data.dueDate as string,
          voided: false,
        });
        return;
      case 'PaymentRecorded':
        this.invoices.get(data.invoiceId as string)!.net += data.amount as number;
        return;
      case 'PaymentRefunded':
        this.invoices.get(data.invoiceId as string)!.net -= data.amount as number;
        return;
      case 'InvoiceVoided':
        this.invoices.get(data.invoiceId as string)!.voided = true;
        return;
      case 'PtPackageSold':
        this.packages.set(data.packageId as string, {
          amount: data.amount as number,
          paid: data.paidAmount as number,
          dueDate: data.dueDate as string,
          trainerId: data.trainerId as string,
          saleDate: data.saleDate as string,
        });
        return;
      case 'PtPackageSettled':
        this.packages.get(data.packageId as string)!.paid = data.paidAmount as number;
        return;
    }
  }

  private member(data: Record<string, unknown>): MemberStatus {
    return this.members.get(data.memberId as string)!;
  }

  /** PT packages each trainer sold from `from` to `to` (dirhams), as payroll's table of them sums them. */
  ptSalesByTrainer(from: string, to: string): Map<string, number> {
    const totals = new Map<string, number>();
    for (const p of this.packages.values()) {
      if (p.saleDate >= from && p.saleDate <= to) totals.set(p.trainerId, (totals.get(p.trainerId) ?? 0) + p.amount);
    }
    return totals;
  }

  private statusOn(today: string): StatusCounts {
    const counts = { active: 0, frozen: 0, expired: 0, cancelled: 0, archived: 0, none: 0 };
    for (const member of this.members.values()) counts[memberStatusOn(member, today)]++;
    return counts;
  }

  summary(firstDay: string, today: string): HistorySummary {
    const count = (type: string) => this.byType.get(type) ?? 0;
    let pastDueCount = 0;
    let pastDueDirhams = 0;
    for (const invoice of this.invoices.values()) {
      if (invoice.voided || invoice.net >= invoice.amount || invoice.dueDate >= today) continue;
      pastDueCount++;
      pastDueDirhams += invoice.amount - invoice.net;
    }
    const pastDuePt = { count: 0, dirhams: 0 };
    for (const ptPackage of this.packages.values()) {
      if (ptPackage.paid >= ptPackage.amount || ptPackage.dueDate >= today) continue;
      pastDuePt.count++;
      pastDuePt.dirhams += ptPackage.amount - ptPackage.paid;
    }
    return {
      firstDay,
      today,
      commands: this.commands,
      events: this.events,
      eventsByType: Object.fromEntries([...this.byType].sort(([a], [b]) => a.localeCompare(b))),
      members: count('MemberRegistered'),
      checkIns: count('MemberCheckedIn'),
      checkOuts: count('MemberCheckedOut'),
      overrides: this.overrides,
      invoices: count('InvoiceIssued'),
      ptInvoices: this.ptInvoices,
      payments: count('PaymentRecorded'),
      refunds: count('PaymentRefunded'),
      voids: count('InvoiceVoided'),
      ptPackages: count('PtPackageSold'),
      pastDue: { count: pastDueCount, dirhams: pastDueDirhams },
      pastDuePt,
      statusAtToday: this.statusOn(today),
    };
  }
}

function dayBefore(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}
