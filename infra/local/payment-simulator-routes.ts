// The payment simulator's local-only HTTP face under /local/payments: the browser's tokenization,
// the provider's orders and order search, the page and its JSON, paying an OXXO voucher, and
// turning its notifications off and on.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { readBody, send, sendJson, splitUrl } from './http-io';
import type { PaymentSimulator, SimulatorAnswer } from './payment-simulator';
import { paymentsPath, renderPaymentsPage } from './payment-simulator-page';

const noStore = { 'cache-control': 'no-store' };
const payPath = new RegExp(`^${paymentsPath}/oxxo/([^/]+)/pay$`);

async function jsonBody(req: IncomingMessage): Promise<unknown> {
  try {
    return JSON.parse((await readBody(req)).toString('utf8'));
  } catch {
    return undefined;
  }
}

function answer(res: ServerResponse, { status, body }: SimulatorAnswer): void {
  sendJson(res, status, body, noStore);
}

function payNotice({ status, body }: SimulatorAnswer): string {
  const { webhookStatus, message } = body as { webhookStatus?: number | null; message?: string };
  if (status !== 200) return message ?? `Error ${status}`;
  return webhookStatus === null ? 'Ficha pagada; las notificaciones están apagadas.' : `Ficha pagada; el webhook respondió ${webhookStatus}.`;
}

const webhooksSchema = z.object({ entregar: z.boolean() });

export function createPaymentSimulatorRoutes(simulator: PaymentSimulator) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const { path, query } = splitUrl(req);
    if (req.method === 'GET' && path === `${paymentsPath}.json`) return sendJson(res, 200, simulator.orders(), noStore);
    if (req.method === 'GET' && path === paymentsPath) {
      const notice = new URLSearchParams(query).get('aviso');
      const page = renderPaymentsPage(simulator.orders(), simulator.isExpired, notice);
      return send(res, 200, page, { 'content-type': 'text/html; charset=utf-8', ...noStore });
    }
    if (req.method === 'GET' && path === `${paymentsPath}/orders`) return answer(res, simulator.searchOrders(Object.fromEntries(new URLSearchParams(query))));
    if (req.method !== 'POST') return sendJson(res, 404, { message: 'Not Found' });
    if (path === `${paymentsPath}/webhooks`) {
      const parsed = webhooksSchema.safeParse(await jsonBody(req));
      if (!parsed.success) return sendJson(res, 400, { message: 'Envía {"entregar": true} o {"entregar": false}.' });
      simulator.setWebhooks(parsed.data.entregar);
      return sendJson(res, 200, parsed.data, noStore);
    }
    if (path === `${paymentsPath}/tokens`) return answer(res, simulator.tokenize(await jsonBody(req)));
    if (path === `${paymentsPath}/orders`) return answer(res, await simulator.createOrder(await jsonBody(req)));
    const reference = payPath.exec(path)?.[1];
    if (!reference) return sendJson(res, 404, { message: 'Not Found' });
    const paid = await simulator.payOxxo(decodeURIComponent(reference));
    // The page's button is a plain form: it comes back to the page, which shows how it went.
    if (req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      const notice = new URLSearchParams({ aviso: payNotice(paid) });
      return send(res, 303, '', { location: `${paymentsPath}?${notice}` });
    }
    answer(res, paid);
  };
}
