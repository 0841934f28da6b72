// Recognises a failed `.where(...)` guard among the errors ElectroDB raises.
export function isConditionFailure(error: unknown): boolean {
  const cause = (error as { cause?: { name?: string } } | null)?.cause;
  return cause?.name === 'ConditionalCheckFailedException';
}

/** Runs a guarded write: true when it was made, false when its guard refused it; other errors throw. */
export async function guardedWrite(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
