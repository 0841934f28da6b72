// The Ingresos list of an event with 50,000 registrants, through the API: the first page, the next
// page from its cursor, a search by name and one by folio, each called a number of times; the 95th
// percentile of the answers and the DynamoDB requests each call made (the role check included).
import { performance } from 'node:perf_hooks';
import type { RegistrantPage } from '@shared/registration/registrant-admin-api';
import { callApi } from '../support/accounts';
import { countsBetween, dynamoDbCounts } from './bench-cloud';

const CALLS = 20;

export interface ListFigure {
  p95Ms: number;
  requestsPerCall: number;
  rows: number;
}

export interface IngresosFigures {
  firstPage: ListFigure;
  nextPage: ListFigure;
  nameSearch: ListFigure;
  folioSearch: ListFigure;
}

const p95 = (values: number[]) => values.toSorted((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1] ?? 0;

async function measured(cloudUrl: string, path: string, token: string): Promise<ListFigure> {
  const before = await dynamoDbCounts(cloudUrl);
  const times: number[] = [];
  let rows = 0;
  for (let call = 0; call < CALLS; call += 1) {
    const started = performance.now();
    const answer = await callApi<RegistrantPage>(cloudUrl, path, { token });
    times.push(performance.now() - started);
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
    rows = answer.body.registrants.length;
  }
  const counts = countsBetween(before, await dynamoDbCounts(cloudUrl));
  return { p95Ms: p95(times), requestsPerCall: counts.requests / CALLS, rows };
}

export async function measureIngresos(cloudUrl: string, eventId: number, token: string, folio: number, name: string): Promise<IngresosFigures> {
  const list = `/api/events/${eventId}/registrants`;
  const first = await callApi<RegistrantPage>(cloudUrl, list, { token });
  if (!first.body.antes) throw new Error('the first page has no cursor');
  return {
    firstPage: await measured(cloudUrl, list, token),
    nextPage: await measured(cloudUrl, `${list}?antes=${encodeURIComponent(first.body.antes)}`, token),
    nameSearch: await measured(cloudUrl, `${list}?q=${encodeURIComponent(name)}`, token),
    folioSearch: await measured(cloudUrl, `${list}?q=${folio}`, token),
  };
}
