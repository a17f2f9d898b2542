import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEvent } from '@gym/events/catalogue/define-event';
import { defineAudit } from '@gym/kernel/audit/audit-contract';
import { catalogueOf } from '@gym/kernel/modules/module-manifest';
import type { ModuleManifest } from '@gym/kernel/modules/module-manifest';
import { permissionsFrom } from '@gym/kernel/permissions/permissions';
import { catalogue } from '@gym/modules/catalogue';
import { modules } from '@gym/modules/modules';
import { eventAccessOf } from './event-access.js';

const StaffHired = defineEvent('StaffHired', z.object({ staffId: z.string(), name: z.string(), iban: z.string() }), {
  description: 'A staff member was hired.',
});
const ClassBooked = defineEvent('ClassBooked', z.object({ classId: z.string() }), {
  description: 'A class was booked.',
});
const staff: ModuleManifest = {
  name: 'staff',
  context: 'people',
  events: [StaffHired],
  audit: defineAudit<{ type: 'StaffHired'; data: z.infer<typeof StaffHired.schema> }>({
    access: { StaffHired: 'canViewStaff' },
    describe: (event) => ['hired ', { ref: 'staff', id: event.data.staffId, label: event.data.name }],
    personalFields: { StaffHired: ['iban'] },
    personalAccess: 'canEditStaff',
  }),
};
const classes: ModuleManifest = { name: 'classes', context: 'membership', events: [ClassBooked] };
const access = eventAccessOf([staff, classes], catalogueOf([staff, classes]));
const hired = { type: 'StaffHired', schemaVersion: 1, data: { staffId: 's1', name: 'Sara', iban: 'QA00' } };

describe('event access from the audit specs', () => {
  it('uses the access a spec declares, and the fallback by context for an area without one', () => {
    expect(access.access('StaffHired')).toBe('canViewStaff');
    expect(access.access('ClassBooked')).toBe('canViewMembers');
    expect(access.access('NobodyDeclaredThis')).toBe('canManageSettings');
    expect(access.readableTypes(permissionsFrom(['canViewStaff']))).toEqual(['StaffHired']);
    expect(access.readableTypes(permissionsFrom([]))).toEqual([]);
  });

  it('leaves personal fields out for a reader without the personal access, and keeps them for one with it', () => {
    expect(access.visibleData('StaffHired', hired.data, permissionsFrom(['canViewStaff']))).toEqual({
      staffId: 's1',
      name: 'Sara',
    });
    expect(access.visibleData('StaffHired', hired.data, permissionsFrom(['canViewStaff', 'canEditStaff']))).toEqual(
      hired.data,
    );
  });

  it('names the withheld keys per type for a search to leave out, exactly those visibleData leaves out', () => {
    const desk = permissionsFrom(['canViewStaff']);
    expect(access.withheldFields(desk)).toEqual({ StaffHired: ['iban'] });
    const visible = access.visibleData('StaffHired', hired.data, desk) as Record<string, unknown>;
    expect(Object.keys(hired.data).filter((key) => !(key in visible))).toEqual(access.withheldFields(desk).StaffHired);
    // A reader who may see every field searches the stored data as it is.
    expect(access.withheldFields(permissionsFrom(['canViewStaff', 'canEditStaff']))).toEqual({});
  });

  it('puts the event in words with its spec, and says null without one or when the data no longer parses', () => {
    const metadata = { actorId: '1', actorName: 'A', correlationId: 'c', causationId: null, commandId: 'k', at: '' };
    expect(access.describe(hired, metadata)).toEqual({
      words: ['hired ', { ref: 'staff', id: 's1', label: 'Sara' }],
      message: { code: 'StaffHired', params: { staff: { ref: 'staff', id: 's1', label: 'Sara' } } },
    });
    expect(access.describe({ type: 'ClassBooked', schemaVersion: 1, data: { classId: 'c' } }, metadata)).toBeNull();
    expect(access.describe({ ...hired, data: { staffId: 1 } }, metadata)).toBeNull();
  });

  it("reads an area's money events as money events when its spec does not declare them, and refuses one it does not own", () => {
    const ClassPaid = defineEvent('ClassPaid', z.object({ classId: z.string() }), { description: 'A class was paid.' });
    const paidClasses: ModuleManifest = { ...classes, events: [ClassBooked, ClassPaid], moneyEvents: ['ClassPaid'] };
    const money = eventAccessOf([paidClasses], catalogueOf([paidClasses]));
    expect(money.access('ClassPaid')).toBe('canViewFinancials');
    expect(money.access('ClassBooked')).toBe('canViewMembers');
    const stray: ModuleManifest = { ...classes, moneyEvents: ['StaffHired'] };
    expect(() => eventAccessOf([stray, staff], catalogueOf([stray, staff]))).toThrow(/names StaffHired a money event/);
  });

  it("gives the gym's sales and settlements of memberships and PT packages to those who may view financials", () => {
    const gym = eventAccessOf(modules, catalogue);
    for (const type of ['MembershipSold', 'PtPackageSold', 'PtPackageSettled']) {
      expect(gym.access(type)).toBe('canViewFinancials');
    }
    // The rest of a PT package's life stays with those who may view members.
    expect(gym.access('PtSessionUsed')).toBe('canViewMembers');
  });
});
