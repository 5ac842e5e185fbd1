/**
 * After the run, each order as the agency sees it (`GET /landings/{id}/invoices/{id}`): paid, for
 * what its basket costs at the products' prices, with a contact made of its buyer; and each step
 * the buyer saw went through (the PaymentIntent succeeded, the thank-you page answered 200).
 */
import type { AgencyApi } from './agency-api.ts';
import type { Paid } from './buyer.ts';

export async function checkOrders(
  api: AgencyApi,
  landingId: number,
  paid: readonly Paid[],
): Promise<string[]> {
  const problems: string[] = [];
  for (const order of paid) {
    const seen: string[] = [];
    if (order.intentStatus !== 'succeeded') seen.push(`PaymentIntent ${order.intentStatus}`);
    if (order.thankYouStatus !== 200) seen.push(`thank-you page ${order.thankYouStatus}`);
    if (order.amount !== order.expected)
      seen.push(`charged ${order.amount} for a basket of ${order.expected}`);
    const answer = await api.call('GET', `/landings/${landingId}/invoices/${order.orderId}`);
    if (answer.status !== 200) seen.push(`invoice answered ${answer.status}`);
    else {
      const invoice = answer.json().data as { status: string; total: number; contact_id: number | null };
      if (invoice.status !== 'paid') seen.push(`invoice ${invoice.status}`);
      if (invoice.total !== order.expected) seen.push(`invoice total ${invoice.total}`);
      if (invoice.contact_id === null) seen.push('no contact');
    }
    if (seen.length > 0) problems.push(`order ${order.orderId}: ${seen.join(', ')}`);
  }
  return problems;
}
