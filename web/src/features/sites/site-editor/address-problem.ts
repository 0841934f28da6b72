// What the API said about the address typed in an add-host field (its `slug` or `dominio` field
// message: reserved, read alike another, taken…), which the field shows instead of the panel.
import { ApiError } from '@web/lib/api-client';

export function addressProblem(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.body.fields?.slug ?? error.body.fields?.dominio;
}
