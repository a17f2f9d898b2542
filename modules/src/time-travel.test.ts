import { describe, expect, it } from 'vitest';
import { projectorsOf } from '@gym/kernel/modules/module-manifest';
import { timeTravelProjectors } from '@gym/kernel/projection/as-of/as-of-snapshots';
import { modules } from './modules.js';

describe('time travel', () => {
  it("snapshots the tables of the projectors the views of the past read: the members' and the dashboard's", () => {
    expect(timeTravelProjectors(projectorsOf(modules)).sort()).toEqual(['dashboard', 'members']);
  });
});
