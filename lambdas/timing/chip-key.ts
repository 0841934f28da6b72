// Reads by chip for an athlete the start list does not name yet are kept under the chip itself;
// the standings count them once an entry carries that chip.
const PREFIX = 'chip:';

export const chipKey = (chip: string) => `${PREFIX}${chip}`;

export const isChipKey = (key: string) => key.startsWith(PREFIX);
