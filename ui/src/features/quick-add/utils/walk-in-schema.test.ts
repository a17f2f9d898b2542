import { describe, expect, it } from 'vitest';
import { emptyWalkIn, memberOf, planOption, walkInSchema } from './walk-in-schema';

describe('the walk-in form', () => {
  it('accepts the counter fields and a plan, and sends only the member fields to POST /api/members', () => {
    const walkIn = walkInSchema.parse({
      firstName: ' Omar ',
      lastName: 'Haddad',
      phone: '+974 5512 3456',
      gender: 'male',
      planId: 'plan-1',
    });
    expect(walkIn).toEqual({
      firstName: 'Omar',
      lastName: 'Haddad',
      nameArabic: null,
      phone: '+974 5512 3456',
      gender: 'male',
      planId: 'plan-1',
    });
    expect(memberOf(walkIn)).toEqual({
      firstName: 'Omar',
      lastName: 'Haddad',
      nameArabic: null,
      phone: '+974 5512 3456',
      gender: 'male',
    });
  });

  it('accepts a walk-in named only in Arabic, as the member form does (issue 46, item 5)', () => {
    const walkIn = walkInSchema.parse({
      ...emptyWalkIn('plan-1'),
      nameArabic: ' موزة الكعبي ',
      phone: '+974 5512 3456',
      gender: 'female',
    });
    expect(memberOf(walkIn)).toEqual({
      firstName: '',
      lastName: '',
      nameArabic: 'موزة الكعبي',
      phone: '+974 5512 3456',
      gender: 'female',
    });
    // Half a Latin name is still refused beside an Arabic one.
    const half = walkInSchema.safeParse({
      ...emptyWalkIn('plan-1'),
      firstName: 'Moza',
      nameArabic: 'موزة',
      phone: '+974 5512 3456',
      gender: 'female',
    });
    expect(half.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['lastName', 'Last name is required'],
    ]);
    // Latin letters are not an Arabic name.
    const latin = walkInSchema.safeParse({
      ...emptyWalkIn('plan-1'),
      nameArabic: 'Moza',
      phone: '+974 5512 3456',
      gender: 'female',
    });
    expect(latin.error?.issues.map((issue) => issue.message)).toContain('Write the Arabic name in Arabic letters');
  });

  it("says what is missing, with the server's own messages", () => {
    const result = walkInSchema.safeParse(emptyWalkIn());
    expect(result.success).toBe(false);
    // The form shows the first message of each field, as react-hook-form's zodResolver does.
    const messages: Record<string, string> = {};
    for (const issue of result.error!.issues) messages[String(issue.path[0])] ??= issue.message;
    expect(messages).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      phone: 'Phone is required',
      gender: 'Choose male or female',
      planId: 'Choose a plan',
    });
  });

  it('rejects a phone number with too few digits', () => {
    const result = walkInSchema.safeParse({
      ...emptyWalkIn('p'),
      firstName: 'A',
      lastName: 'B',
      gender: 'female',
      phone: '123',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['A phone number has 7 to 15 digits']);
  });

  it('labels plans with their price and joining fee', () => {
    expect(planOption({ name: 'Monthly', price: 350, joiningFee: 100 })).toEqual({
      id: 'quick-add.plan.optionWithFee',
      values: { name: 'Monthly', price: '350.00', fee: '100.00' },
    });
    expect(planOption({ name: 'Day pass', price: 1250.5, joiningFee: 0 })).toEqual({
      id: 'quick-add.plan.option',
      values: { name: 'Day pass', price: '1,250.50' },
    });
  });
});
