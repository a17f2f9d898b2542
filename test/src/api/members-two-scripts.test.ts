import { describe, expect, it } from 'vitest';
import type { Member } from '@gym/modules/membership/members/member-contracts';
import { appForFile } from '../support/app-for-file.js';
import { call } from '../support/api-client.js';
import { createMember, createPlan, memberWithMembership } from '../support/desk-fixtures.js';
import { storedEvents } from '../support/stored-events.js';
import { fetchOpenApiDocument } from '../support/openapi-document.js';

/*
 * Issue 46, item 5: a member has a name in Latin and in Arabic script, a Qatar ID unique among the members not
 * archived, and a preferred language; the desk's searches match either script, whatever spelling of the Arabic name
 * is typed.
 */
describe('members in two scripts, with a Qatar ID', () => {
  const { t, admin, desk } = appForFile({ label: 'members-two-scripts' }, 'admin', 'desk');

  const eventCount = async () => {
    await t.caughtUp();
    return (await storedEvents(t.store)).length;
  };
  const fresh = (position: number) => ({ session: desk, headers: { 'x-min-position': String(position) } });
  const lookup = async (q: string, position: number) =>
    (await call<Member[]>(t.baseUrl, 'GET', `/api/members/lookup?q=${encodeURIComponent(q)}`, fresh(position))).body;
  const listed = async (search: string, position: number) =>
    (
      await call<{ data: Member[] }>(
        t.baseUrl,
        'GET',
        `/api/members?search=${encodeURIComponent(search)}&pageSize=50`,
        fresh(position),
      )
    ).body.data;
  const register = (body: Record<string, unknown>) =>
    call<{ id: string; memberNumber: number; position: number; message?: string }>(t.baseUrl, 'POST', '/api/members', {
      session: desk,
      body: { phone: '+974 5500 1234', gender: 'female', ...body },
    });

  it('registers a member with an Arabic name only; the typed Qatar ID is kept as its 11 digits', async () => {
    // Arabic-Indic digits and spaces, as an Arabic keyboard and a card's print give them.
    const answer = await register({ nameArabic: 'فاطِمة أحمد', qatarId: '٢٨٥ ٦٣٤١ ٢٣٤٥', preferredLanguage: 'ar' });
    expect(answer.status).toBe(201);
    const member = (await call<Member>(t.baseUrl, 'GET', `/api/members/${answer.body.id}`, fresh(answer.body.position)))
      .body;
    expect(member).toMatchObject({
      firstName: '',
      lastName: '',
      nameArabic: 'فاطِمة أحمد',
      memberName: 'فاطِمة أحمد',
      qatarId: '28563412345',
      preferredLanguage: 'ar',
    });
  });

  it('finds a member by any spelling of the Arabic name, by the Latin name and by the Qatar ID, in every search', async () => {
    const both = await createMember(t.baseUrl, desk, {
      firstName: 'Mustafa',
      lastName: 'Al-Kuwari',
      nameArabic: 'مُصطفى الكوّاري',
      qatarId: '29063400011',
    });
    const amira = await createMember(t.baseUrl, desk, {
      firstName: 'Amira',
      lastName: 'Haddad',
      nameArabic: 'أميرة حداد',
    });
    const position = Math.max(both.position, amira.position);
    for (const typed of [
      'مصطفي',
      'مصطفى',
      'مُصْطَفَى',
      'مصـطفى',
      'الكواري',
      'مصطفى الكواري',
      'mustafa',
      '29063400011',
      '٢٩٠٦٣٤٠٠٠١١',
    ]) {
      expect(
        (await lookup(typed, position)).map((m) => m.id),
        typed,
      ).toContain(both.id);
      expect(
        (await listed(typed, position)).map((m) => m.id),
        typed,
      ).toContain(both.id);
    }
    for (const typed of ['اميره', 'أميرة', 'إميرة', 'آميرة', 'امـيرة حداد']) {
      expect(
        (await lookup(typed, position)).map((m) => m.id),
        typed,
      ).toEqual([amira.id]);
      expect(
        (await listed(typed, position)).map((m) => m.id),
        typed,
      ).toEqual([amira.id]);
    }
    // The exact Qatar ID comes first at the desk, as an exact member number does.
    expect((await lookup('29063400011', position))[0]?.id).toBe(both.id);
    expect(await lookup('مصطفى حداد', position)).toEqual([]);
  });

  it('refuses a Qatar ID another active member has, at registration and on an edit, recording nothing', async () => {
    const holder = await createMember(t.baseUrl, desk, { qatarId: '30163411111' });
    const other = await createMember(t.baseUrl, desk, { firstName: 'Omar', gender: 'male' });
    const before = await eventCount();

    const again = await register({ firstName: 'Sara', lastName: 'Haddad', qatarId: '301 6341 1111' });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain(
      `The Qatar ID 30163411111 is already recorded for member #${holder.memberNumber} (Aisha Al-Mansoori)`,
    );
    const edit = await call<{ message: string }>(t.baseUrl, 'PATCH', `/api/members/${other.id}`, {
      session: desk,
      body: { qatarId: '30163411111' },
    });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toMatch(/already recorded for member/);
    expect(await eventCount()).toBe(before);
  });

  it('lets only one of two desks registering the same new Qatar ID at once have it', async () => {
    const before = await eventCount();
    const answers = await Promise.all(
      ['Hind', 'Noora'].map((firstName) => register({ firstName, lastName: 'Al-Marri', qatarId: '28863422222' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const events = (await storedEvents(t.store)).slice(before);
    expect(events.filter((e) => e.type === 'MemberRegistered')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'QatarIdClaimed')).toHaveLength(1);
  });

  it("frees an archived member's Qatar ID for another, and then refuses to restore the archived one", async () => {
    const first = await createMember(t.baseUrl, desk, { qatarId: '29563433333' });
    const archived = await call(t.baseUrl, 'POST', `/api/members/${first.id}/archive`, {
      session: desk,
      body: { reason: 'Duplicate record' },
    });
    expect(archived.status).toBe(200);
    const second = await register({ firstName: 'Maha', lastName: 'Al-Naimi', qatarId: '29563433333' });
    expect(second.status).toBe(201);

    const before = await eventCount();
    const restore = await call<{ message: string }>(t.baseUrl, 'POST', `/api/members/${first.id}/restore`, {
      session: desk,
      body: {},
    });
    expect(restore.status).toBe(409);
    expect(restore.body.message).toContain(`member #${second.body.memberNumber} (Maha Al-Naimi)`);
    expect(await eventCount()).toBe(before);
  });

  it('frees the old Qatar ID when a profile records another, and keeps the ID on an edit of other fields', async () => {
    const member = await createMember(t.baseUrl, desk, { qatarId: '29963444444' });
    const phone = await call(t.baseUrl, 'PATCH', `/api/members/${member.id}`, {
      session: desk,
      body: { phone: '+974 3300 9999' },
    });
    expect(phone.status).toBe(200);
    expect((await register({ firstName: 'Dana', lastName: 'Saleh', qatarId: '29963444444' })).status).toBe(409);

    const changed = await call(t.baseUrl, 'PATCH', `/api/members/${member.id}`, {
      session: desk,
      body: { qatarId: '29963455555' },
    });
    expect(changed.status).toBe(200);
    expect((await register({ firstName: 'Dana', lastName: 'Saleh', qatarId: '29963444444' })).status).toBe(201);
    expect((await register({ firstName: 'Lina', lastName: 'Saleh', qatarId: '29963455555' })).status).toBe(409);
  });

  it('refuses a wrong Qatar ID, a name in neither script, a Latin "Arabic" name and a direction override, recording nothing', async () => {
    const before = await eventCount();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ firstName: 'A', lastName: 'B', qatarId: '1234567890' }, /11 digits and starts with 2 or 3/],
      [{ firstName: 'A', lastName: 'B', qatarId: '48563412345' }, /11 digits and starts with 2 or 3/],
      [{ firstName: '', lastName: '', nameArabic: '' }, /First name is required/],
      [{ firstName: 'A', lastName: 'B', nameArabic: 'Aisha' }, /Arabic letters/],
      [{ nameArabic: 'عائشة\u202Eاحمد' }, /direction overrides/],
      [{ firstName: 'A', lastName: 'B', preferredLanguage: 'fr' }, /preferredLanguage/],
    ];
    for (const [body, message] of cases) {
      const answer = await register(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message, JSON.stringify(body)).toMatch(message);
    }
    expect(await eventCount()).toBe(before);
  });

  it('names a member who has only an Arabic name by it on the other screens (the visits and the invoices)', async () => {
    const plan = await createPlan(t.baseUrl, admin);
    const { member, invoice } = await memberWithMembership(t.baseUrl, desk, plan.id, {
      profile: { firstName: '', lastName: '', nameArabic: 'موزة الكعبي' },
    });
    const visit = await call<{ position: number }>(t.baseUrl, 'POST', '/api/check-ins', {
      session: desk,
      body: { memberId: member.id },
    });
    expect(visit.status).toBe(201);
    const visits = await call<{ memberId: string; memberName: string }[]>(
      t.baseUrl,
      'GET',
      '/api/check-ins',
      fresh(visit.body.position),
    );
    expect(visits.body.find((v) => v.memberId === member.id)?.memberName).toBe('موزة الكعبي');
    const invoices = await call<{ data: { id: string; memberName: string }[] }>(
      t.baseUrl,
      'GET',
      `/api/invoices?search=${encodeURIComponent('موزه')}`,
      fresh(invoice.position),
    );
    expect(invoices.body.data.map((i) => [i.id, i.memberName])).toEqual([[invoice.id, 'موزة الكعبي']]);
  });

  it('sorts members by the name the desk sees: Latin names A to Z, then those named only in Arabic, not first', async () => {
    const search = 'sortcheck';
    // Members found by one search word: the Latin ones by their last name, the Arabic-only ones by their e-mail.
    const zaid = await register({ firstName: 'Zaid', lastName: 'Sortcheck', phone: '+974 5500 2001' });
    const amal = await register({ firstName: 'amal', lastName: 'Sortcheck', phone: '+974 5500 2002' });
    const badr = await register({ nameArabic: 'بدر', email: 'badr@sortcheck.qa', phone: '+974 5500 2003' });
    const alia = await register({ nameArabic: 'عالية', email: 'alia@sortcheck.qa', phone: '+974 5500 2004' });
    const sorted = async (sort: string) =>
      (
        await call<{ data: Member[] }>(
          t.baseUrl,
          'GET',
          `/api/members?search=${search}&sort=${sort}&pageSize=50`,
          fresh(alia.body.position),
        )
      ).body.data.map((member) => member.memberNumber);
    const inOrder = [amal, zaid, badr, alia].map((answer) => answer.body.memberNumber);
    expect(await sorted('name')).toEqual(inOrder);
    expect(await sorted('-name')).toEqual([...inOrder].reverse());
  });

  it('names the new fields in the OpenAPI document, on the registration body and on the member answered', async () => {
    const document = JSON.stringify(await fetchOpenApiDocument(t.baseUrl));
    const parsed = JSON.parse(document) as {
      paths: Record<string, Record<string, { requestBody?: unknown; responses?: Record<string, unknown> }>>;
    };
    const body = JSON.stringify(parsed.paths['/api/members']!.post!.requestBody);
    const answer = JSON.stringify(parsed.paths['/api/members/{id}']!.get!.responses!['200']);
    for (const field of ['nameArabic', 'qatarId', 'preferredLanguage']) {
      expect(body, field).toContain(`"${field}"`);
      expect(answer, field).toContain(`"${field}"`);
    }
  });
});
