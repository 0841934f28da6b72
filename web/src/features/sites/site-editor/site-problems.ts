// What to fix before a draft is saved, as 'place: message' lines in the editor's words: from the
// schema's own check in the browser, or from the API's 400 (whose `fields` name the same paths inside
// the body's `content`).
import type { SiteContent } from '@shared/sites/site-schema';
import { ApiError } from '@web/lib/api-client';
import { problemPlace } from './problem-place';

export interface ProblemLine {
  path: string;
  message: string;
}

export const issueLines = (issues: readonly { path: readonly PropertyKey[]; message: string }[]): ProblemLine[] =>
  issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));

export function serverProblemLines(error: unknown): ProblemLine[] | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.body.fields) return null;
  return Object.entries(error.body.fields).map(([path, message]) => ({ path: path === '_' ? '' : path.replace(/^content\./, ''), message: String(message) }));
}

export function problemText(line: ProblemLine, content: SiteContent): string {
  const place = problemPlace(line.path, content);
  return place ? `${place}: ${line.message}` : line.message;
}
