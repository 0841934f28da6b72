import { describe, expect, it } from 'vitest';
import { batchRecords } from '@lambdas/timing/batch-body';
import type { HttpEvent } from '@lambdas/core/http-handler';

function request(body: string, contentType = 'application/json', base64 = false): HttpEvent {
  return {
    headers: { 'content-type': contentType },
    body: base64 ? Buffer.from(body).toString('base64') : body,
    isBase64Encoded: base64,
  } as unknown as HttpEvent;
}

const reads = { list: 'reads', max: 10, csv: { numeric: ['lap'] } };

describe('batchRecords', () => {
  it('takes the named list of a JSON body', () => {
    expect(batchRecords(request('{"reads":[{"bib":"1"},{"bib":"2"}]}'), reads)).toEqual([{ bib: '1' }, { bib: '2' }]);
  });

  it('reads text/csv as one record per data row, also when the gateway base64-encodes it', () => {
    const csv = 'bib,point,time\n101,META,2026-03-01T08:00:00-06:00\n';
    const expected = [{ bib: '101', point: 'META', time: '2026-03-01T08:00:00-06:00' }];
    expect(batchRecords(request(csv, 'text/csv; charset=utf-8'), reads)).toEqual(expected);
    expect(batchRecords(request(csv, 'text/csv', true), reads)).toEqual(expected);
  });

  it("reads a CSV's numeric columns as numbers when they hold digits, and leaves anything else as text for the schema to refuse", () => {
    const csv = 'bib,lap\n101,2\n102,dos\n103,\n';
    expect(batchRecords(request(csv, 'text/csv'), reads)).toEqual([{ bib: '101', lap: 2 }, { bib: '102', lap: 'dos' }, { bib: '103' }]);
  });

  it.each([
    ['JSON that does not parse', request('{"reads":['), 'INVALID_JSON'],
    ['JSON without the list', request('{"lecturas":[]}'), 'INVALID_BODY'],
    ['a list that is not an array', request('{"reads":{}}'), 'INVALID_BODY'],
    ['CSV with an unclosed quote', request('bib\n"101\n', 'text/csv'), 'INVALID_CSV'],
    ['more records than allowed', request(JSON.stringify({ reads: [1, 2, 3] })), 'BATCH_TOO_LARGE'],
  ])('refuses %s with 400 and a Spanish message', (_case, event, code) => {
    expect(() => batchRecords(event, { ...reads, max: 2 })).toThrowError(expect.objectContaining({ statusCode: 400, code }));
  });

  it('reads CSV as JSON where a route takes JSON only', () => {
    expect(() => batchRecords(request('num\n1\n', 'text/csv'), { list: 'results', max: 10 })).toThrowError(expect.objectContaining({ code: 'INVALID_JSON' }));
  });
});
