// The payment simulator's local-only page: its test cards and every order with its webhook's answer,
// and a button that pays an OXXO voucher the way a store would.
import type { SimulatedOrder } from '@lambdas/payments/simulator-contract';
import { escapeHtml, localPage } from './local-page';
import type { ListedOrder } from './payment-simulator';
import { testCards } from './payment-simulator-cards';

export const paymentsPath = '/local/payments';

const money = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });
const when = (iso: string) => `<time datetime="${iso}">${new Date(iso).toLocaleString('es-MX')}</time>`;

function statusText(order: ListedOrder, expired: boolean): string {
  if (order.status === 'paid') return order.webhookStatus === undefined ? 'Pagada' : `Pagada<br><small>webhook: ${order.webhookStatus || 'sin respuesta'}</small>`;
  if (order.status === 'declined') return `Declinada: ${escapeHtml(order.declineMessage ?? '')}`;
  return expired ? 'Vencida' : 'Pendiente de pago';
}

function detail(order: SimulatedOrder): string {
  if (order.card) return `${escapeHtml(order.card.brand)} •••• ${escapeHtml(order.card.last4)}<br>${escapeHtml(order.card.name)}`;
  if (!order.oxxo) return '';
  const paid = order.oxxo.paidAt ? `<br>pagada ${when(order.oxxo.paidAt)}` : '';
  return `Referencia <strong>${escapeHtml(order.oxxo.reference)}</strong><br>vence ${when(order.oxxo.expiresAt)}${paid}`;
}

function action(order: SimulatedOrder, expired: boolean): string {
  if (order.method !== 'oxxo' || order.status !== 'pending_payment' || expired || !order.oxxo) return '';
  const reference = encodeURIComponent(order.oxxo.reference);
  return `<form method="post" action="${paymentsPath}/oxxo/${reference}/pay"><button>Marcar como pagada</button></form>`;
}

function row(order: ListedOrder, expired: boolean): string {
  return `<tr>
  <td>${when(order.createdAt)}</td>
  <td><code>${escapeHtml(order.id)}</code>${order.test ? '<br><small>prueba</small>' : ''}</td>
  <td>${order.method === 'card' ? 'Tarjeta' : 'OXXO'}</td>
  <td>${statusText(order, expired)}</td>
  <td class="amount">${money.format(order.amount / 100)}</td>
  <td>${escapeHtml(order.customer.name)}<br><small>${escapeHtml(order.customer.email)}</small></td>
  <td>${detail(order)}</td>
  <td><small>${escapeHtml(order.metadata.eventId)}<br>${escapeHtml(order.metadata.registroId)}</small></td>
  <td>${action(order, expired)}</td>
</tr>`;
}

export function renderPaymentsPage(
  orders: ListedOrder[],
  isExpired: (order: SimulatedOrder) => boolean,
  /** What the last button press did, shown above the lists. */
  notice: string | null,
): string {
  const cards = testCards
    .map((card) => `<tr><td><code>${card.number}</code></td><td>${card.outcome}${card.declineMessage ? `: «${card.declineMessage}»` : ''}</td></tr>`)
    .join('\n');
  const list = orders.length
    ? `<table>
<thead><tr><th>Fecha</th><th>Orden</th><th>Método</th><th>Estado</th><th>Monto</th><th>Cliente</th><th>Detalle</th><th>Registro</th><th></th></tr></thead>
<tbody>
${orders.map((order) => row(order, isExpired(order))).join('\n')}
</tbody>
</table>`
    : '<p>No hay pagos todavía.</p>';
  return localPage({
    title: 'Simulador de pagos local',
    width: '80rem',
    styles: `  table { border-collapse: collapse; width: 100%; margin-bottom: 1.5rem; }
  th, td { border-bottom: 1px solid #ddd; padding: .4rem .5rem; text-align: left; vertical-align: top; }
  .amount { text-align: right; white-space: nowrap; }
  .notice { background: #fff3e0; border: 1px solid #f57c00; border-radius: .5rem; padding: .5rem 1rem; }
  small { color: #666; }`,
    body: `<p>Hace las veces de Conekta en la nube local: tarjetas y fichas de OXXO, sin red.</p>
${notice ? `<p class="notice">${escapeHtml(notice)}</p>` : ''}
<h2>Tarjetas de prueba</h2>
<table><tbody>
${cards}
</tbody></table>
<p>Cualquier otro número válido (Luhn, 13 a 19 dígitos) se aprueba. El código de seguridad lleva 3 o 4 dígitos y la
  fecha de expiración no puede ser anterior al mes actual.</p>
<h2>Pagos</h2>
${list}`,
  });
}
