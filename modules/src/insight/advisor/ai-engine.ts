import { trainingPlan } from './advisor-contracts.js';
import type { AdviceCode, AdvisorProfile, FitnessPlan, TrainingPlan } from './advisor-contracts.js';
import { rulesPlan } from './advisor-engine.js';
import { safetyOf } from './advisor-safety.js';

/** An OpenAI-compatible chat endpoint (OpenAI, Azure OpenAI, Ollama, vLLM, LM Studio…), from the environment. */
export interface AiEndpoint {
  readonly baseUrl: string;
  readonly model: string;
  readonly apiKey: string | undefined;
  readonly timeoutMs: number;
}

/** `ADVISOR_AI_BASE_URL` (e.g. https://api.openai.com/v1), `ADVISOR_AI_MODEL`, `ADVISOR_AI_API_KEY`; none → offline. */
export function aiEndpointFromEnv(env: NodeJS.ProcessEnv = process.env): AiEndpoint | null {
  const baseUrl = env.ADVISOR_AI_BASE_URL?.trim();
  const model = env.ADVISOR_AI_MODEL?.trim();
  if (!baseUrl || !model) return null;
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    model,
    apiKey: env.ADVISOR_AI_API_KEY?.trim() || undefined,
    timeoutMs: Number(env.ADVISOR_AI_TIMEOUT_MS) || 20_000,
  };
}

const SYSTEM_PROMPT =
  'You are a strength and conditioning coach. Answer with JSON only, no prose, of the shape ' +
  '{"week":[{"day":"Saturday","focus":"...","exercises":[{"name":"...","sets":3,"reps":"8–12","restSeconds":90,' +
  '"notes":"optional"}]}],"progression":["..."]}. One entry in "week" per training day.';

/**
 * Asks the endpoint for the training half with `stream: true`, gathers the streamed deltas and validates the whole
 * with the same zod schema as the offline engine. Any error, timeout or invalid answer falls back to the offline
 * plan, saying why. A profile that needs a referral never goes to the model: the conservative plan is rules only.
 */
export async function advise(
  profile: AdvisorProfile,
  endpoint: AiEndpoint | null,
  fetchImpl: typeof fetch = fetch,
): Promise<FitnessPlan> {
  if (!endpoint || safetyOf(profile).referral) return rulesPlan(profile);
  try {
    const text = await streamCompletion(endpoint, profile, fetchImpl);
    const json: unknown = JSON.parse(stripFence(text));
    const parsed = trainingPlan.safeParse(json);
    if (!parsed.success) throw new FallBack('the answer did not match the plan shape', { code: 'fallback.shape' });
    if (parsed.data.week.length !== profile.daysPerWeek)
      throw new FallBack('the answer has the wrong number of days', { code: 'fallback.days' });
    return rulesPlan(profile, modelsOwnWords(parsed.data));
  } catch (error) {
    // The reason may quote the endpoint; the plan's text refuses control characters, so they become spaces.
    const reason = (error instanceof Error ? error.message : String(error)).replace(/\p{Cc}|\p{Cs}/gu, ' ');
    const fallbackCode =
      error instanceof FallBack ? error.code : { code: 'fallback.other', params: { reason: reason.slice(0, 300) } };
    return { ...rulesPlan(profile), fallbackReason: `AI endpoint not used: ${reason}`, fallbackCode };
  }
}

/** Why the endpoint's answer was not used, in English and by code (the UI words the code, issue 46). */
class FallBack extends Error {
  constructor(
    message: string,
    readonly code: AdviceCode,
  ) {
    super(message);
  }
}

/** The model's plan is its own text: codes it may have copied would make the UI word something else. */
function modelsOwnWords(plan: TrainingPlan): TrainingPlan {
  return {
    week: plan.week.map(({ dayCode: _d, focusCode: _f, exercises, ...day }) => ({
      ...day,
      exercises: exercises.map(({ nameCode: _n, repsCode: _r, notesCode: _o, ...exercise }) => exercise),
    })),
    progression: plan.progression,
  };
}

async function streamCompletion(endpoint: AiEndpoint, profile: AdvisorProfile, fetchImpl: typeof fetch) {
  const signal = AbortSignal.timeout(endpoint.timeoutMs);
  const { memberId: _memberId, ...withoutId } = profile;
  const response = await fetchImpl(`${endpoint.baseUrl}/chat/completions`, {
    method: 'POST',
    signal,
    headers: {
      'content-type': 'application/json',
      ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: endpoint.model,
      stream: true,
      temperature: 0.2,
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: `Weekly training plan for: ${JSON.stringify(withoutId)}` },
      ],
    }),
  });
  if (!response.ok || !response.body)
    throw new FallBack(`the endpoint answered ${response.status}`, {
      code: 'fallback.status',
      params: { status: response.status },
    });
  let text = '';
  let buffered = '';
  const decoder = new TextDecoder();
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    buffered += decoder.decode(chunk, { stream: true });
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      const data = line.trim();
      if (!data.startsWith('data:')) continue;
      const payload = data.slice(5).trim();
      if (payload === '[DONE]') return text;
      const delta = (JSON.parse(payload) as { choices?: { delta?: { content?: string } }[] }).choices?.[0]?.delta;
      text += delta?.content ?? '';
    }
  }
  return text;
}

/** Models often wrap JSON in a ```json fence. */
function stripFence(text: string): string {
  return text
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/```$/, '')
    .trim();
}
