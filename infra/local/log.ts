// How the local cloud reports what happens inside it (handler failures, mail, codes).
export type Log = (line: string) => void;

export function describeError(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
