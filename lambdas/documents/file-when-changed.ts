// A file of the function's own disk read into a value once per version of it: a stat on each call,
// and a new read only when the file's modification time or size changed (a new SPA build), so every
// document does not read and parse the same bytes again.
import { readFileSync, statSync } from 'node:fs';

export function fileWhenChanged<T>(path: () => string, parse: (text: string) => T): () => T {
  let kept: { path: string; version: string; value: T } | undefined;
  return () => {
    const file = path();
    const { mtimeMs, size } = statSync(file);
    const version = `${mtimeMs}:${size}`;
    if (kept?.path !== file || kept.version !== version) kept = { path: file, version, value: parse(readFileSync(file, 'utf8')) };
    return kept.value;
  };
}
