import type { ModuleRoutes } from '@gym/kernel/http/module-context';
import { commandContext } from '@gym/kernel/http/request-context';
import { commandAnswer, errorAnswer } from '@gym/kernel/contracts/common-contracts';
import { doorHoursAnswer, doorHoursInput } from './door-hours-contracts.js';
import { readDoorHours } from './door-hours-queries.js';
import { runDoorHoursCommand } from './door-hours-commands.js';
import { prayerTimesOn } from './prayer-times.js';

/** The gym's door hours (issue 47, item 5): seen and changed with canManageSettings. */
export const doorHoursRoutes: ModuleRoutes = async (app, { deps }) => {
  const access = { access: 'canManageSettings' as const };

  app.get(
    '/api/door-hours',
    {
      config: access,
      schema: {
        tags: ['door-hours'],
        summary:
          "The gym's door hours: opening hours per weekday, special hours, closures, gender hours and prayer " +
          "closures, with today's prayer times as the door uses them",
        response: { 200: doorHoursAnswer },
      },
    },
    async () => {
      const [hours, today, timeZone] = await Promise.all([
        readDoorHours(deps.pool),
        deps.calendar.today(),
        deps.calendar.timeZone(),
      ]);
      return { ...hours, today, timeZone, prayerTimesToday: prayerTimesOn(hours, today, timeZone) };
    },
  );

  app.put(
    '/api/door-hours',
    {
      config: access,
      schema: {
        tags: ['door-hours'],
        summary:
          'Change the door hours (the whole record). Refused (400) when a day closes before it opens, dates are out ' +
          'of order, or computed prayer times lack the coordinates',
        body: doorHoursInput,
        response: { 200: commandAnswer, 400: errorAnswer },
      },
    },
    async (request) => {
      const { id, position } = await runDoorHoursCommand(commandContext(request, deps), {
        type: 'SetDoorHours',
        hours: request.body,
      });
      return { id, position };
    },
  );
};
