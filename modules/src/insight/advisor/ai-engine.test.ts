import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisorProfile } from './advisor-contracts.js';
import { rulesPlan } from './advisor-engine.js';
import { advise, aiEndpointFromEnv } from './ai-engine.js';

const profile = advisorProfile.parse({
  goal: 'build-muscle',
  age: 28,
  sex: 'male',
  heightCm: 175,
  weightKg: 75,
  experience: 'intermediate',
  daysPerWeek: 2,
  equipment: 'full-gym',
});
const training = {
  week: [
    {
      day: 'Sunday',
      focus: 'Full body',
      exercises: [{ name: 'Trap-bar deadlift', sets: 4, reps: '5', restSeconds: 150 }],
    },
    {
      day: 'Wednesday',
      focus: 'Full body',
      exercises: [{ name: 'Incline press', sets: 4, reps: '8', restSeconds: 120 }],
    },
  ],
  progression: ['Add 2.5 kg a week.'],
};

/** An OpenAI-compatible endpoint answering what `reply` says, streamed in small SSE chunks like the real ones. */
let reply: 'good' | 'fenced' | 'bad-shape' | 'error' | 'hang' = 'good';
let seen: { auth?: string | undefined; body?: { stream: boolean; model: string } } = {};
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      seen = { auth: request.headers.authorization, body: JSON.parse(raw) as { stream: boolean; model: string } };
      if (reply === 'error') return void response.writeHead(500).end('boom');
      if (reply === 'hang') return; // never answers: the engine's timeout must fall back
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      const json = reply === 'bad-shape' ? '{"week": "none"}' : JSON.stringify(training);
      const text = reply === 'fenced' ? '```json\n' + json + '\n```' : json;
      for (let i = 0; i < text.length; i += 7) {
        const chunk = { choices: [{ delta: { content: text.slice(i, i + 7) } }] };
        response.write(`data: ${JSON.stringify(chunk)}\n\n`);
      }
      response.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const endpoint = () => ({ baseUrl, model: 'coach-1', apiKey: 'sk-test', timeoutMs: 1000 });

describe('the optional OpenAI-compatible engine', () => {
  it('is off without a base URL and model in the environment', () => {
    expect(aiEndpointFromEnv({})).toBeNull();
    expect(aiEndpointFromEnv({ ADVISOR_AI_BASE_URL: 'http://x/v1/', ADVISOR_AI_MODEL: 'm' })).toMatchObject({
      baseUrl: 'http://x/v1',
      model: 'm',
      apiKey: undefined,
    });
  });

  it('streams the training half into the plan shape; nutrition and safety stay the formula and the rules', async () => {
    reply = 'good';
    const plan = await advise(profile, endpoint());
    expect(seen).toMatchObject({ auth: 'Bearer sk-test', body: { stream: true, model: 'coach-1' } });
    expect(plan.engine).toBe('ai');
    expect(plan.week[0]!.exercises[0]!.name).toBe('Trap-bar deadlift');
    expect(plan.nutrition).toEqual(rulesPlan(profile).nutrition);
    reply = 'fenced';
    expect((await advise(profile, endpoint())).engine).toBe('ai');
  });

  it.each(['bad-shape', 'error', 'hang'] as const)('falls back to the offline plan on %s', async (mode) => {
    reply = mode;
    const plan = await advise(profile, endpoint());
    expect(plan.engine).toBe('rules');
    expect(plan.fallbackReason).toMatch(/AI endpoint not used/);
    expect(plan.week).toEqual(rulesPlan(profile).week);
  });

  it('never sends a profile that needs a referral to the model', async () => {
    reply = 'good';
    seen = {};
    const plan = await advise({ ...profile, injuries: 'shoulder' }, endpoint());
    expect(plan.engine).toBe('rules');
    expect(seen).toEqual({});
  });
});
