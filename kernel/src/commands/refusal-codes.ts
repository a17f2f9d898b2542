import { parse } from '@messageformat/parser';
import type { Token } from '@messageformat/parser';
import { formatMoney } from '../contracts/format.js';
import { DomainError } from './domain-error.js';
import { HttpProblem } from '../http/http-problem.js';

/*
 * Refusals with stable codes (issue 46, item 4). Each area names its refusals once, code → English sentence:
 *
 *   const plan = defineRefusals('plan', { exists: 'This plan already exists.', inactive: 'The plan "{name}" is no longer sold.' });
 *   throw plan.refuse('inactive', { name });
 *
 * The answer carries `code: 'plan.inactive'`, `params: {name}` and the English `message` for integrators; the UI
 * shows the code's sentence from its catalogue in the user's language with the same params. The OpenAPI document
 * lists every code with its English sentence (refusalCatalogue()).
 *
 * A sentence is ICU MessageFormat, as the UI's catalogues are: it names its values as `{name}`, counts as
 * `{days, plural, one {# day} other {# days}}`. A value whose name ends in `Qar` is an amount of money in QAR,
 * written "120.00 QAR" in English (and in the user's language and digits by the UI). Values that are words from a
 * fixed set (a status) are sent as they are and chosen between in the translation (ICU `select`).
 */

export type RefusalParam = string | number;
export type RefusalParams = Readonly<Record<string, RefusalParam>>;
type Details = Record<string, unknown>;

/** The values a sentence names: `{name}` and the argument of `{days, plural, …}` (the cases' words are not names). */
type NamesIn<T extends string> = T extends `${string}{${infer Inside}}${infer Rest}`
  ? ArgumentOf<Inside> | NamesIn<Rest>
  : never;
type ArgumentOf<Inside extends string> = Inside extends `{${infer After}`
  ? ArgumentOf<After>
  : Inside extends `${infer Name},${string}`
    ? NameOnly<Name>
    : NameOnly<Inside>;
type NameOnly<Text extends string> = Text extends `${string}${' ' | '#' | '{'}${string}` ? never : Text;
/**
 * A sentence without values takes no params; one with values takes each of them by name. A sentence built with `+`
 * is no literal type, so its values cannot be known: it takes any.
 */
type ArgsOf<T extends string> = string extends T
  ? [params?: RefusalParams, details?: Details]
  : [NamesIn<T>] extends [never]
    ? [params?: undefined, details?: Details]
    : [params: Record<NamesIn<T>, RefusalParam>, details?: Details];

const ENGLISH_PLURALS = new Intl.PluralRules('en');
const sentences = new Map<string, string>();

/** Every refusal code the running program defined, with its English sentence (for OpenAPI and the UI's test). */
export function refusalCatalogue(): ReadonlyMap<string, string> {
  return new Map([...sentences].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The English sentence of `template` with its values written in (ICU arguments, plurals and selects). */
export function fillRefusal(template: string, params: RefusalParams | undefined): string {
  const text = (name: string): string => {
    const value = params?.[name];
    if (value === undefined) return `{${name}}`;
    return name.endsWith('Qar') && typeof value === 'number' ? formatMoney(value) : String(value);
  };
  const write = (tokens: readonly Token[], count?: number): string =>
    tokens
      .map((token) => {
        if (token.type === 'content') return token.value;
        if (token.type === 'octothorpe') return count === undefined ? '#' : String(count);
        if (token.type === 'argument' || token.type === 'function') return text(token.arg);
        const value = params?.[token.arg];
        const chosen =
          token.type === 'select'
            ? (token.cases.find((c) => c.key === String(value)) ?? token.cases.find((c) => c.key === 'other'))
            : (token.cases.find((c) => c.key === `=${value}`) ??
              token.cases.find((c) => c.key === ENGLISH_PLURALS.select(Number(value))) ??
              token.cases.find((c) => c.key === 'other'));
        return chosen ? write(chosen.tokens, token.type === 'select' ? count : Number(value)) : '';
      })
      .join('');
  return write(parse(template));
}

/** An area's refusals: each makes the error to throw, with its code, params and English sentence. */
export interface Refusals<Sentences extends Record<string, string>> {
  /** 409: the state of things refuses the command. */
  refuse<K extends keyof Sentences & string>(key: K, ...args: ArgsOf<Sentences[K]>): DomainError;
  /** 400: the input is refused by a rule. */
  invalid<K extends keyof Sentences & string>(key: K, ...args: ArgsOf<Sentences[K]>): DomainError;
  /** 404: what the command names does not exist. */
  missing<K extends keyof Sentences & string>(key: K, ...args: ArgsOf<Sentences[K]>): DomainError;
  /** Any other client error a route answers (401, 403, 413, 415, 429…). */
  problem<K extends keyof Sentences & string>(
    status: HttpProblem['statusCode'],
    key: K,
    ...args: ArgsOf<Sentences[K]>
  ): HttpProblem;
}

export function defineRefusals<const Sentences extends Record<string, string>>(
  area: string,
  templates: Sentences,
): Refusals<Sentences> {
  for (const [key, template] of Object.entries(templates)) {
    const code = `${area}.${key}`;
    const known = sentences.get(code);
    if (known !== undefined && known !== template) throw new Error(`The refusal code ${code} is defined twice`);
    parse(template); // a sentence that is not ICU MessageFormat fails where it is written, at start
    sentences.set(code, template);
  }
  type Key = keyof Sentences & string;
  const parts = (key: Key, params: RefusalParams | undefined) => ({
    code: `${area}.${key}`,
    message: fillRefusal(templates[key]!, params),
  });
  const domain =
    (status: 400 | 404 | 409 | 422) =>
    <K extends Key>(key: K, ...[params, details]: ArgsOf<Sentences[K]>) => {
      const { code, message } = parts(key, params);
      return new DomainError(status, message, details, code, params);
    };
  return {
    refuse: domain(409),
    invalid: domain(400),
    missing: domain(404),
    problem<K extends Key>(status: HttpProblem['statusCode'], key: K, ...[params, details]: ArgsOf<Sentences[K]>) {
      const { code, message } = parts(key, params);
      return new HttpProblem(status, message, details, code, params);
    },
  };
}
