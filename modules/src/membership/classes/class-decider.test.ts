import { describe, it } from 'vitest';
import { deciderSpec } from '@gym/kernel/testing/decider-spec';
import type { ClassEvent } from './class-events.js';
import { classesDecider } from './class-decider.js';

const spec = deciderSpec(classesDecider);
const added = (classId: string, name: string): ClassEvent => ({ type: 'ClassAdded', data: { classId, name } });
const removed = (classId: string): ClassEvent => ({ type: 'ClassRemoved', data: { classId } });

describe('classes decider', () => {
  it('adds a class', () => {
    spec
      .given([])
      .when({ type: 'AddClass', classId: 'c1', name: 'Spinning' })
      .then([{ type: 'ClassAdded', data: { classId: 'c1', name: 'Spinning' } }]);
  });

  it('refuses a second class of the same name, whatever its case', () => {
    spec
      .given([added('c1', 'Spinning')])
      .when({ type: 'AddClass', classId: 'c2', name: 'SPINNING' })
      .thenRefused(409, 'A class named "SPINNING" already exists.');
  });

  it('adds a class again under the name of one removed', () => {
    spec
      .given([added('c1', 'Yoga'), removed('c1')])
      .when({ type: 'AddClass', classId: 'c2', name: 'Yoga' })
      .then([{ type: 'ClassAdded', data: { classId: 'c2', name: 'Yoga' } }]);
  });

  it('removes a class', () => {
    spec
      .given([added('c1', 'Yoga'), added('c2', 'Boxing')])
      .when({ type: 'RemoveClass', classId: 'c1' })
      .then([{ type: 'ClassRemoved', data: { classId: 'c1' } }]);
  });

  it('says a class never added, or already removed, is not found', () => {
    spec.given([]).when({ type: 'RemoveClass', classId: 'c1' }).thenRefused(404, 'Class not found');
    spec
      .given([added('c1', 'Yoga'), removed('c1')])
      .when({ type: 'RemoveClass', classId: 'c1' })
      .thenRefused(404, 'Class not found');
  });
});
