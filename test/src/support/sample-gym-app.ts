import { call, signInAdmin } from './api-client.js';
import type { Session } from './api-client.js';
import { createMember, createPlan, sell } from './desk-fixtures.js';
import { hireEmployee } from './employee-fixtures.js';
import { seedYearOfGym } from './sample-history.js';
import { createAppDatabase, startCommandService, startProjections, startReactions } from './test-app.js';

export interface SampleGymApp {
  readonly baseUrl: string;
  /**
   * Values for the `:params` of the page paths: a member with a long name, the invoice of her membership, a supplement
   * sale paid in cash and the invoice of a sale put on her account.
   */
  readonly params: {
    readonly memberId: string;
    readonly invoiceId: string;
    readonly saleId: string;
    readonly saleInvoiceId: string;
    /** Today's class with very long names (issue 47). */
    readonly occurrenceId: string;
  };
  stop(): Promise<void>;
}

/** Today in the gym's zone (the default, Asia/Qatar: UTC+3, no daylight saving). */
const gymToday = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
/** ISO weekday (1 = Monday … 7 = Sunday) of a YYYY-MM-DD day. */
const isoWeekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

/** Names and addresses longer than any sample one, where a page is most likely to run off a phone's screen. */
const LONG_MEMBERS = [
  {
    firstName: 'Maximiliana-Josephine',
    lastName: 'Al-Abdulrahman-Fitzgerald-Montgomery',
    email: 'maximiliana.josephine.alabdulrahman.fitzgerald@extraordinarily-long-company-domain.example.com',
  },
  {
    firstName: 'Bartholomew-Alexander',
    lastName: 'Wolfeschlegelsteinhausenbergerdorff',
    email: 'bartholomew.alexander.wolfeschlegelsteinhausenbergerdorff@example.com',
  },
  {
    firstName: 'Sheikha-Noor-Al-Hayat',
    lastName: 'Bint-Mohammed-Al-Thani-Al-Kuwari',
    email: 'sheikha.noor.alhayat.bint.mohammed.althani.alkuwari@qatar-sports-club.example.qa',
  },
] as const;

async function api<T>(baseUrl: string, session: Session, method: string, path: string, body: unknown): Promise<T> {
  const answer = await call<T>(baseUrl, method, path, { session, body });
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/**
 * The whole app on a small generated sample gym, as `npm start` seeds it (staff accounts acting in a year of history,
 * supplements, tills, payroll…), plus members, an employee, a product and a plan with very long names and e-mail
 * addresses: what the layout test and `npm run screenshots` look at. `serverUrl` names the PostgreSQL server outside a
 * vitest run; inside one the run's server is used.
 */
export async function startSampleGymApp(options: { label: string; serverUrl?: string }): Promise<SampleGymApp> {
  const database = await createAppDatabase(options.label, true, undefined, options.serverUrl);
  // Before the services start, as `npm start` does: their reactors begin at the head of the log, after the history.
  await seedYearOfGym(database.db.pool, { members: 80, seed: 4545 }, { staffAccounts: true, products: 15 });
  const runner = await startProjections(database);
  const { reactors, jobs } = await startReactions(database);
  const service = await startCommandService(database);
  const stop = async () => {
    await service.stop();
    await jobs.stop();
    await reactors.stop();
    await runner.stop();
    await database.drop();
  };
  try {
    const baseUrl = service.baseUrl;
    const admin = await signInAdmin(baseUrl);
    const plan = await createPlan(baseUrl, admin, {
      name: 'Twelve Months Unlimited Platinum Access with Sauna and Pool',
    });
    const members = [];
    for (const person of LONG_MEMBERS) members.push(await createMember(baseUrl, admin, person));
    const member = members[0]!;
    const invoice = await sell(baseUrl, admin, {
      memberId: member.id,
      membershipPlanId: plan.id,
      registrationType: 'New Registration',
      amount: 450,
    });
    if (invoice.status !== 201) throw new Error(`invoice: ${invoice.status} ${JSON.stringify(invoice.body)}`);
    await api(baseUrl, admin, 'POST', '/api/payments', {
      invoiceId: invoice.body.id,
      amount: 200,
      paymentMethod: 'cash',
    });
    await api(baseUrl, admin, 'POST', '/api/check-ins', { memberId: member.id });
    await hireEmployee(baseUrl, admin, {
      name: 'Muhammad Abdulrahman Al-Kuwari Fitzgerald-Montgomery Wolfeschlegelsteinhausen',
      jobTitle: 'Senior Personal Training, Nutrition and Member Experience Coordinator',
      department: 'Member Experience and Personal Training Department',
    });
    const product = await api<{ id: string }>(baseUrl, admin, 'POST', '/api/supplements/products', {
      name: 'Optimum Nutrition Gold Standard 100% Whey Protein Isolate Double Rich Chocolate Flavour 5 lb',
      brand: 'Optimum Nutrition International Sports Supplements',
      category: 'Protein Powders and Meal Replacement Shakes',
      barcode: '6291041599999',
      price: 320,
      cost: 210,
      reorderLevel: 3,
    });
    await api(baseUrl, admin, 'POST', '/api/supplements/purchases', {
      supplier: 'Doha International Sports Nutrition and Wellness Trading Company W.L.L.',
      lines: [{ productId: product.id, quantity: 10, unitCost: 210 }],
    });
    const cashSale = await api<{ id: string }>(baseUrl, admin, 'POST', '/api/supplements/sales', {
      items: [{ productId: product.id, quantity: 1 }],
      method: 'cash',
    });
    const accountSale = await api<{ invoiceId: string | null }>(baseUrl, admin, 'POST', '/api/supplements/sales', {
      items: [{ productId: product.id, quantity: 2 }],
      method: 'account',
      memberId: member.id,
    });
    // A class today with very long names, for the timetable and its roster page.
    const gymClass = await api<{ id: string }>(baseUrl, admin, 'POST', '/api/classes', {
      name: 'High-Intensity Interval Training and Mobility Conditioning',
      colour: '#9333ea',
      description: 'Forty-five minutes of circuits for every level',
      defaultCapacity: 24,
    });
    await api(baseUrl, admin, 'POST', '/api/class-sessions', {
      classId: gymClass.id,
      weekday: isoWeekdayOf(gymToday()),
      startTime: '23:50',
      durationMinutes: 5,
      instructor: null,
      room: 'Main Studio on the Second Floor beside the Swimming Pool',
      gender: 'ladies',
    });
    await runner.caughtUp();
    const [occurrence] = await call<{ occurrenceId: string }[]>(
      baseUrl,
      'GET',
      `/api/timetable?from=${gymToday()}&to=${gymToday()}`,
      { session: admin },
    ).then((answer) => answer.body);
    if (!occurrence) throw new Error('the sample class has no occurrence today');
    await runner.caughtUp();
    await reactors.caughtUp();
    await runner.caughtUp();
    return {
      baseUrl,
      params: {
        memberId: member.id,
        invoiceId: invoice.body.id,
        saleId: cashSale.id,
        saleInvoiceId: accountSale.invoiceId!,
        occurrenceId: occurrence.occurrenceId,
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
