import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/*
 * No container engine runs the compose files in this suite, so these checks keep them true to the code: the entry
 * points they start exist, the proxy sends traffic to the command services compose defines, on the port and health
 * route the app serves, and the KurrentDB override moves every service's log.
 */

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

interface Service {
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
}
interface Compose {
  services: Record<string, Service>;
}

const compose = parse(read('infra/deploy/compose.yaml'), { merge: true }) as Compose;
const kurrentdb = parse(read('infra/deploy/compose.kurrentdb.yaml'), { merge: true }) as Compose;
const caddyfile = read('infra/deploy/Caddyfile');
const appServices = Object.entries(compose.services).filter(([, s]) => s.command?.includes('node'));
const commandServices = appServices.filter(([, s]) => s.command!.some((arg) => arg.startsWith('command-service/')));

describe('the production compose files', () => {
  it('run two command services and one projection service from entry points that exist', () => {
    expect(commandServices.map(([name]) => name)).toEqual(['command-1', 'command-2']);
    const projection = appServices.filter(([, s]) => s.command!.includes('projection-service/dist/main.js'));
    expect(projection).toHaveLength(1);
    for (const [, service] of appServices) {
      const script = service.command!.find((arg) => arg.endsWith('.js'))!;
      // The build compiles src/<x>.ts to dist/<x>.js.
      expect(existsSync(new URL(script.replace('/dist/', '/src/').replace(/\.js$/, '.ts'), root)), script).toBe(true);
      expect(service.environment).toMatchObject({
        NODE_ENV: 'production',
        DATABASE_URL: expect.stringContaining('@postgres:5432/'),
      });
    }
  });

  it('put the command services behind the proxy on the port they listen on, checked by liveness, with sticky sessions', () => {
    const upstreams = /reverse_proxy ([^{]+)\{/.exec(caddyfile)![1]!.trim().split(/\s+/);
    expect(upstreams).toEqual(commandServices.map(([name, s]) => `${name}:${s.environment!.PORT}`));
    expect(caddyfile).toMatch(/health_uri \/api\/health\/live\b/);
    expect(caddyfile).toMatch(/lb_policy cookie/);
    for (const [, service] of commandServices) {
      expect(service.environment!.HOST).toBe('0.0.0.0');
      expect(service.healthcheck!.test.join(' ')).toContain(`127.0.0.1:${service.environment!.PORT}/api/health/live`);
    }
  });

  it('move the log of every service to KurrentDB with the override file', () => {
    expect(kurrentdb.services.kurrentdb).toBeDefined();
    for (const [name] of appServices) {
      expect(kurrentdb.services[name]?.environment, name).toEqual({
        EVENT_STORE: 'kurrentdb',
        KURRENTDB_URL: 'kurrentdb://kurrentdb:2113?tls=false',
      });
    }
  });
});
