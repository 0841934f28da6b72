// The error body every API route answers with.
export interface ApiErrorBody {
  code: string;
  message: string;
  /** Field name → Spanish message, for validation failures. */
  fields?: Record<string, string>;
}
