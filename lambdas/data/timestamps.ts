// When an item was created and last changed: attribute definitions entities share.
export const createdAtAttribute = {
  type: 'string',
  required: true,
  readOnly: true,
  default: () => new Date().toISOString(),
} as const;

/** Set again on every write, whatever it changes. */
export const updatedAtAttribute = {
  type: 'string',
  required: true,
  watch: '*',
  default: () => new Date().toISOString(),
  set: () => new Date().toISOString(),
} as const;
