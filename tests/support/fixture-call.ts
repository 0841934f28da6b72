// A test-only route of a fixture cloud, called as the test's own step: its answer, or a throw.
import { callApi } from './accounts';

export async function fixtureCall<T>(cloudUrl: string, path: string, body: unknown): Promise<T> {
  const answer = await callApi<T>(cloudUrl, `/api/fixture/${path}`, { method: 'POST', body });
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
  return answer.body;
}
