// Reading a number input: an empty or partial value is 0 until the organizer finishes typing;
// the schema's bounds are checked when the draft is saved.
export const numberOf = (value: string): number => {
  const number = Number(value);
  return Number.isFinite(number) ? Math.trunc(number) : 0;
};
