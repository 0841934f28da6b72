// Where an item goes in a list kept sorted: after the items that compare equal, as a stable sort
// leaves them, found by binary search.
export function insertionIndex<T>(sorted: readonly T[], item: T, compare: (a: T, b: T) => number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (compare(item, sorted[middle]!) < 0) high = middle;
    else low = middle + 1;
  }
  return low;
}
