import type { PaymentMethod } from '@gym/events/catalogue/common-schemas';
import { messageDay, messageMoney } from '../../insight/marketing/public.js';
import type { MessageStyle } from '../../insight/marketing/public.js';

/** What an e-mailed receipt says: the invoice as its receipt page shows it (amounts in dirhams). */
export interface ReceiptFacts {
  readonly number: string;
  readonly description: string;
  readonly issueDate: string;
  readonly amount: number;
  readonly paid: number;
  readonly balance: number;
  readonly payments: readonly {
    readonly paymentDate: string;
    readonly method: PaymentMethod;
    readonly amount: number;
    readonly refunded: number;
  }[];
  /** The member's first name in the message's language (`firstNameFor`). */
  readonly firstName: string;
  readonly gymName: string;
}

/** The words of a receipt in each language, as the printed receipt has them (billing and kit catalogues). */
const WORDS = {
  en: {
    subject: (number: string, gym: string) => `Receipt ${number} from ${gym}`,
    hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    intro: (number: string, day: string) => `Here is your receipt for invoice ${number}, issued on ${day}.`,
    payments: 'Payments:',
    noPayments: 'No payments yet.',
    refunded: (amount: string) => ` (refunded ${amount})`,
    total: 'Total',
    paid: 'Paid',
    balance: 'Balance',
    thanks: 'Thank you.',
    methods: { cash: 'in cash', card: 'by card', bank_transfer: 'by bank transfer' },
    sale: { 'New Registration': 'New registration', Renewal: 'Renewal', Update: 'Update' },
    salePeriod: (plan: string, from: string, to: string) => `${plan} (${from} to ${to})`,
    comma: ', ',
  },
  ar: {
    subject: (number: string, gym: string) => `إيصال ${number} من ${gym}`,
    hello: (name: string) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
    intro: (number: string, day: string) => `هذا إيصال الفاتورة ${number}، الصادرة في ${day}.`,
    payments: 'المدفوعات:',
    noPayments: 'لا مدفوعات بعد.',
    refunded: (amount: string) => ` (استُرد ${amount})`,
    total: 'الإجمالي',
    paid: 'المدفوع',
    balance: 'الرصيد المتبقي',
    thanks: 'شكرًا لكم.',
    methods: { cash: 'نقدًا', card: 'ببطاقة ائتمان/خصم', bank_transfer: 'بتحويل بنكي' },
    sale: { 'New Registration': 'تسجيل جديد', Renewal: 'تجديد', Update: 'تحديث' },
    salePeriod: (plan: string, from: string, to: string) => `${plan} (من ${from} إلى ${to})`,
    comma: '، ',
  },
} as const;

/** The description the server gives a membership sale's invoice when none is typed (invoice-commands.ts). */
const SALE_DESCRIPTION = /^(New Registration|Renewal|Update): (.+) \((\d{4}-\d{2}-\d{2}) to (\d{4}-\d{2}-\d{2})\)$/;

/**
 * The invoice's description in the message's language: a membership sale's default description (stored in English)
 * is worded again from its parts, its days written as the message writes days; a typed description stays as typed.
 */
function descriptionIn(style: MessageStyle, description: string): string {
  const sale = SALE_DESCRIPTION.exec(description);
  if (!sale) return description;
  const [, kind, plan, from, to] = sale as unknown as [string, keyof typeof WORDS.en.sale, string, string, string];
  const words = WORDS[style.language];
  return `${words.sale[kind]}: ${words.salePeriod(plan, messageDay(style, from), messageDay(style, to))}`;
}

/**
 * A receipt as an e-mail (issue 46, item 7): subject and plain-text body in the member's language, with the
 * invoice's line, each payment (its day, method and amount, and what of it was refunded), total, paid and balance in
 * the gym's currency, dates and digits as the gym writes them. The outbox adds the unsubscribe line.
 */
export function receiptEmail(receipt: ReceiptFacts, style: MessageStyle): { subject: string; body: string } {
  const words = WORDS[style.language];
  const money = (dirhams: number) => messageMoney(style, dirhams);
  const day = (date: string) => messageDay(style, date);
  const payments = receipt.payments.map(
    (p) =>
      `- ${day(p.paymentDate)}${words.comma}${words.methods[p.method]}: ${money(p.amount)}` +
      (p.refunded > 0 ? words.refunded(money(p.refunded)) : ''),
  );
  const body = [
    words.hello(receipt.firstName),
    '',
    words.intro(receipt.number, day(receipt.issueDate)),
    '',
    `${descriptionIn(style, receipt.description)}: ${money(receipt.amount)}`,
    '',
    words.payments,
    ...(payments.length > 0 ? payments : [words.noPayments]),
    '',
    `${words.total}: ${money(receipt.amount)}`,
    `${words.paid}: ${money(receipt.paid)}`,
    `${words.balance}: ${money(receipt.balance)}`,
    '',
    words.thanks,
    receipt.gymName,
  ].join('\n');
  return { subject: words.subject(receipt.number, receipt.gymName), body };
}
