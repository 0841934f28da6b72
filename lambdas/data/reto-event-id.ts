// The reto's id as every reto item stores it (docs/retos.md §3 Virtual event): the code calls it
// `eventId`; the items keep the attribute `eventID`, and the keys it composes its label (`eventID_…`
// in the keys that keep their case), so the items already written are read and written the same.
export const retoEventIdAttribute = {
  type: 'string',
  required: true,
  readOnly: true,
  field: 'eventID',
  label: 'eventID',
} as const;
