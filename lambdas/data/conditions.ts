// Recognises a failed `.where(...)` guard among the errors ElectroDB raises.
export function isConditionFailure(error: unknown): boolean {
  const cause = (error as { cause?: { name?: string } } | null)?.cause;
  return cause?.name === 'ConditionalCheckFailedException';
}
