import { errorMessage, isApiError } from '../../lib/api-client';
import { refusalText } from '../../lib/refusal-text';
import { FieldProblem } from './field-problem';

/** A failed submission as the form shows it: messages on the fields they name, and one for the form as a whole. */
export interface FormRefusal {
  readonly fields: readonly { readonly name: string; readonly message: string }[];
  readonly message: string | undefined;
}

/**
 * Every path a form's values hold ("amount", "counts", "counts.0", "counts.0.count"), so a refusal can be matched
 * to the field that shows it.
 */
export function fieldPathsOf(values: unknown, prefix = ''): Set<string> {
  const paths = new Set<string>();
  if (values === null || typeof values !== 'object' || values instanceof Date || values instanceof File) return paths;
  for (const [key, value] of Object.entries(values)) {
    const path = prefix ? `${prefix}.${key}` : key;
    paths.add(path);
    for (const inner of fieldPathsOf(value, path)) paths.add(inner);
  }
  return paths;
}

/** The nearest field of the form that a server path falls under: ["features", 2] is the "features" field. */
function fieldOf(path: readonly unknown[], fields: ReadonlySet<string>): string | undefined {
  for (let length = path.length; length > 0; length -= 1) {
    const name = path.slice(0, length).map(String).join('.');
    if (fields.has(name)) return name;
  }
  return undefined;
}

interface Issue {
  path?: unknown;
  message?: unknown;
}

const issueText = (issue: Issue) => {
  const path = Array.isArray(issue.path) ? issue.path.map(String).join('.') : '';
  const message = typeof issue.message === 'string' ? issue.message : '';
  return path ? `${path}: ${message}` : message;
};

/**
 * Where a failed submission's words go. A 400 names fields in its zod `issues` (`path` and `message`) and an upload
 * refusal names its field in `details.field`: those messages go on the field of this form with that name, and the
 * rest (a 409 refusal, an issue about something the form does not show, a lost connection) on the form.
 */
export function formRefusal(error: unknown, fields: ReadonlySet<string>, fallback: string): FormRefusal {
  if (error instanceof FieldProblem) {
    return fields.has(error.field)
      ? { fields: [{ name: error.field, message: error.message }], message: undefined }
      : { fields: [], message: error.message };
  }
  if (!isApiError(error)) {
    return { fields: [], message: error instanceof TypeError ? errorMessage(error) : fallback };
  }
  const answer = error.answer;
  if (!answer) return { fields: [], message: error.status === 403 ? errorMessage(error) : fallback };

  const named: { name: string; message: string }[] = [];
  const unnamed: string[] = [];
  for (const issue of (answer.issues ?? []) as Issue[]) {
    const name = Array.isArray(issue.path) ? fieldOf(issue.path, fields) : undefined;
    if (name && typeof issue.message === 'string') named.push({ name, message: issue.message });
    else unnamed.push(issueText(issue));
  }
  const detailField = answer.details?.['field'];
  if (typeof detailField === 'string' && fields.has(detailField)) {
    named.push({ name: detailField, message: refusalText(answer) });
  }
  if (named.length === 0) return { fields: [], message: answer.message ? refusalText(answer) : fallback };
  return { fields: named, message: unnamed.length > 0 ? unnamed.join('; ') : undefined };
}
