// An uploaded activity file, whatever its kind, as a checked activity or the reason it proves
// nothing: the parser its extension names, then the bounds every activity is held to. A file that
// breaks a parser is refused, never a crash of the upload's processing.
import type { ActivityFileType, ParseResult } from '@shared/activities/activity';
import { ACTIVITY_LIMITS, checkActivity } from '@shared/activities/activity-checks';
import { activityMessages, refusalReasons } from '@shared/activities/activity-texts';
import { parseFit } from './parse-fit';
import { parseGpx } from './parse-gpx';
import { parseTcx } from './parse-tcx';

function parse(fileType: ActivityFileType, bytes: Uint8Array): ParseResult {
  if (fileType === 'fit') return parseFit(bytes);
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  return fileType === 'gpx' ? parseGpx(text) : parseTcx(text);
}

export function parseActivityFile(fileType: ActivityFileType, bytes: Uint8Array, nowSeconds?: number): ParseResult {
  if (bytes.length === 0) return { ok: false, reason: activityMessages.fileTooSmall };
  if (bytes.length > ACTIVITY_LIMITS.fileBytes) return { ok: false, reason: activityMessages.fileTooBig };
  let parsed: ParseResult;
  try {
    parsed = parse(fileType, bytes);
  } catch {
    return { ok: false, reason: refusalReasons.unreadable };
  }
  return parsed.ok ? checkActivity(parsed.activity, nowSeconds) : parsed;
}
