// A value made the first time it is asked for, then kept: for Intl formatters, whose construction
// loads the locale's (and a time zone's) data. Built when a module loads, each would cost every page
// that imports the module, used or not, tens of milliseconds on a phone (docs/architecture.md, "First views").
export function madeOnce<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
