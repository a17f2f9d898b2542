import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const RULE = 'gym/module-boundaries';

/** The project's own ESLint setup (eslint.config.js), as `npm run lint` runs it. */
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

/** Deliberate violations, one per rule: a file at that path with that import must fail the lint. */
const violations = [
  {
    rule: 'an area reaches into another area',
    filePath: 'modules/src/membership/check-ins/fixture.ts',
    code: "import { memberDecider } from '../members/member-decider.js';\nexport const d = memberDecider;\n",
    message: /only through its \*-events\.ts, \*contracts\*\.ts or public\.ts/,
  },
  {
    rule: 'an area reaches into an area of another context by package name',
    filePath: 'modules/src/finance/billing/fixture.ts',
    code: "import { listPlans } from '@gym/modules/membership/plans/plans-queries';\nexport const l = listPlans;\n",
    message: /only through/,
  },
  {
    rule: 'an area imports a service',
    filePath: 'modules/src/membership/members/fixture.ts',
    code: "import { buildApp } from '@gym/command-service/app/build-app';\nexport const b = buildApp;\n",
    message: /must not import a service/,
  },
  {
    rule: 'an area types its events with the union built from the module list',
    filePath: 'modules/src/insight/dashboard/fixture.ts',
    code: "import type { DomainEvent } from '../../catalogue.js';\nexport type E = DomainEvent;\n",
    message: /must not import the module list/,
  },
  {
    rule: 'the kernel imports a module',
    filePath: 'kernel/src/commands/fixture.ts',
    code: "import { modules } from '@gym/modules/modules';\nexport const m = modules;\n",
    message: /kernel knows no module/,
  },
  {
    rule: 'the UI imports server code of a module',
    filePath: 'ui/src/features/members/components/fixture.ts',
    code: "import { listMembers } from '@gym/modules/membership/members/members-queries';\nexport const l = listMembers;\n",
    message: /UI may import only/,
  },
  {
    rule: "the UI imports a module's public contract (server code)",
    filePath: 'ui/src/features/members/components/fixture.ts',
    code: "import { loadMember } from '@gym/modules/membership/members/public';\nexport const l = loadMember;\n",
    message: /UI may import only/,
  },
  {
    rule: 'the UI imports a kernel file that needs Node',
    filePath: 'ui/src/lib/fixture.ts',
    code: "import { executeCommand } from '@gym/kernel/commands/execute-command';\nexport const e = executeCommand;\n",
    message: /UI may import only/,
  },
  {
    rule: 'a UI feature imports another feature',
    filePath: 'ui/src/features/dashboard/components/fixture.ts',
    code: "import { useInvoices } from '../../billing/api/get-invoices';\nexport const u = useInvoices;\n",
    message: /must not import another feature/,
  },
  {
    rule: 'a shared hook imports a feature',
    filePath: 'ui/src/hooks/fixture.ts',
    code: "import { useInvoices } from '../features/billing/api/get-invoices';\nexport const u = useInvoices;\n",
    message: /src\/components, src\/hooks and src\/lib import no feature/,
  },
  {
    rule: 'a kit component imports a feature, for its types only',
    filePath: 'ui/src/components/member/fixture.ts',
    code: "import type { DeskOutcome } from '../../features/check-in/hooks/use-desk-check-in';\nexport type D = DeskOutcome;\n",
    message: /import no feature/,
  },
  {
    rule: 'the shared library lazily imports a feature',
    filePath: 'ui/src/lib/api/fixture.ts',
    code: "export const load = () => import('../../features/members/api/get-members');\n",
    message: /import no feature/,
  },
  {
    rule: 'infra imports the test workspace',
    filePath: 'infra/src/fixture.ts',
    code: "import { startTestApp } from '@gym/test/support/test-app';\nexport const s = startTestApp;\n",
    message: /infra must not import the test workspace/,
  },
  {
    rule: "command-service imports projection-service's src",
    filePath: 'command-service/src/health/fixture.ts',
    code: "import { readHeartbeat } from '@gym/projection-service/runner/heartbeat';\nexport const r = readHeartbeat;\n",
    message: /never imports another service's src/,
  },
  {
    rule: "command-service imports projection-service's src by a relative path, for its types only",
    filePath: 'command-service/src/realtime/fixture.test.ts',
    code: "import type { ChangeEmitter } from '../../../projection-service/src/runner/change-emitter.js';\nexport type C = ChangeEmitter;\n",
    message: /never imports another service's src/,
  },
  {
    rule: "projection-service imports command-service's src",
    filePath: 'projection-service/src/runner/fixture.ts',
    code: "import { ProjectionProgress } from '@gym/command-service/realtime/projection-progress';\nexport const p = ProjectionProgress;\n",
    message: /never imports another service's src/,
  },
  {
    rule: 'a service imports infra',
    filePath: 'projection-service/src/cli/fixture.ts',
    code: "import { seedGym } from '@gym/infra/generator/seed-gym';\nexport const s = seedGym;\n",
    message: /never imports another service's src, infra or test/,
  },
];

/** What stays allowed: the same places importing what the rules let through. */
const allowed = [
  {
    filePath: 'modules/src/membership/check-ins/fixture.ts',
    code: "import { verdictOn } from '../members/public.js';\nimport { memberStream } from '../members/member-events.js';\nexport const v = [verdictOn, memberStream];\n",
  },
  {
    filePath: 'modules/src/finance/billing/fixture.ts',
    code: "import { member } from '../../membership/members/member-contracts.js';\nexport const m = member;\n",
  },
  {
    filePath: 'ui/src/features/members/components/fixture.ts',
    code: "import { member } from '@gym/modules/membership/members/member-contracts';\nimport type { Topic } from '@gym/modules/topics';\nimport { toQar } from '@gym/kernel/contracts/money';\nimport { useGymToday } from '../../../hooks/use-gym-today';\nexport type T = Topic;\nexport const m = [member, toQar, useGymToday];\n",
  },
  {
    // The app (router, shell) composes the features; a feature imports the kit, the shared hooks and the library.
    filePath: 'ui/src/app/fixture.ts',
    code: "import { Component } from '../features/members/routes/members-card-view';\nimport { Button } from '../components/ui/button';\nimport { useCan } from '../hooks/use-session-user';\nimport { apiGet } from '../lib/api-client';\nexport const a = [Component, Button, useCan, apiGet];\n",
  },
  {
    // What the services share comes from the kernel; a service's own files, the modules and events are its to import.
    filePath: 'command-service/src/health/fixture.ts',
    code: "import { readHeartbeat } from '@gym/kernel/projection/service-contract/heartbeat';\nimport { modules } from '@gym/modules/modules';\nimport { HealthCheck } from './health-check.js';\nexport const h = [readHeartbeat, modules, HealthCheck];\n",
  },
  {
    // Tests and infra run both services together.
    filePath: 'test/src/api/fixture.test.ts',
    code: "import { SocketIoChangeEmitter } from '@gym/projection-service/runner/change-emitter';\nimport { ProjectionProgress } from '@gym/command-service/realtime/projection-progress';\nexport const t = [SocketIoChangeEmitter, ProjectionProgress];\n",
  },
  {
    filePath: 'infra/src/fixture.ts',
    code: "import { projectors } from '@gym/projection-service/projectors';\nimport { buildApp } from '@gym/command-service/app/build-app';\nexport const i = [projectors, buildApp];\n",
  },
];

describe('module boundaries lint rule', () => {
  for (const { rule, filePath, code, message } of violations) {
    it(`fails when ${rule}`, async () => {
      const errors = await boundaryErrors(filePath, code);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(message);
    });
  }

  it("lets published events, contracts, public contracts, pure files and the services' shared kernel through", async () => {
    for (const { filePath, code } of allowed) expect(await boundaryErrors(filePath, code)).toEqual([]);
  });

  describe('on the real tree', () => {
    let errors: string[];
    beforeAll(async () => {
      // Only the boundary rule: the whole lint of the tree is `npm run lint`'s job, and on a busy machine it is slow.
      const boundariesOnly = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === RULE });
      const results = await boundariesOnly.lintFiles([
        'kernel/src',
        'modules/src',
        'ui/src',
        'infra/src',
        'command-service/src',
        'projection-service/src',
      ]);
      errors = results.flatMap((r) =>
        r.messages.filter((m) => m.ruleId === RULE).map((m) => `${r.filePath}:${m.line} ${m.message}`),
      );
    }, 600_000);

    it('finds no module reaching into another, no feature importing another, no shared UI layer importing a feature, no service importing another, and infra free of test', () => {
      expect(errors).toEqual([]);
    });
  });
});
