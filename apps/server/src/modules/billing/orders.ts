import {
  BILLING_MESSAGES,
  type LiveOrderPage,
  type orderBody,
  type orderResponse,
} from '@tessera/api-contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import type { AuthContext } from '../../lib/caller.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { forbidden, HttpError, invalidField, notFound } from '../../lib/errors.ts';
import type { Sites } from '../../sites/runtime.ts';
import { deleteUnfinishedAgency, findAgency, insertRegisteredAgency } from '../agencies/store.ts';
import { issueToken } from '../auth/session.ts';
import type { WhitelabelRow } from '../config/whitelabel-host.ts';
import { publishedOrderPage } from '../order-pages/lookup.ts';
import { checkEmailFree, EMAIL_TAKEN } from '../users/email.ts';
import { insertAgencyOwner } from '../users/store.ts';
import { offeredPlansByIds, offeredPlansOfType, planRow, priceRow } from './catalog.ts';
import { billingConfigured } from './settings.ts';
import { choosePurchase, payOnce, subscribe } from './subscribe.ts';

/**
 * SPEC §2 `/order`: a published order page sells its plans to a guest, who gets an agency and an
 * account with the order, or to a signed-in owner. `POST /order` subscribes to a recurring price,
 * `POST /order-onetime` pays a one-time price.
 */

type OrderAnswer = z.input<typeof orderResponse>['data'];
type OrderBody = z.output<typeof orderBody>;

/** The order page buyers see, with what it sells; every agency plan when no page is published. */
export async function liveOrderPage(
  deps: AppDeps,
  sites: Pick<Sites, 'adminPreviewLink'>,
  id: number | undefined,
): Promise<LiveOrderPage> {
  const page = await publishedOrderPage(deps.db, id);
  if (id !== undefined && !page) throw notFound(BILLING_MESSAGES.orderPageNotFound);
  const plans = page ? await offeredPlansByIds(deps, page.planIds) : await offeredPlansOfType(deps, 'agency');
  // The design renders on the preview host like every admin record: never on the app's origin.
  const design = page?.designed ? await sites.adminPreviewLink('order-page', page.id, 'published') : null;
  return {
    configured: billingConfigured(deps.config),
    order_page: page
      ? { id: page.id, name: page.name, description: page.description, design_url: design?.url ?? null }
      : null,
    plans: plans.filter((plan) => plan.prices.length > 0),
  };
}

type Account = { agency: { id: number; name: string }; owner: { id: number; email: string; name: string } };

/** A guest's new agency and owner, or the signed-in owner's own. */
async function accountFor(
  deps: AppDeps,
  auth: AuthContext | null,
  body: OrderBody,
  whitelabel: WhitelabelRow,
): Promise<Account & { created: boolean }> {
  if (auth) {
    if (auth.user.role !== 'Agency' || !auth.agency) throw forbidden(BILLING_MESSAGES.ownerOnly);
    return { agency: auth.agency, owner: auth.user, created: false };
  }
  const missing = (['name', 'agency_name', 'email', 'password'] as const).filter((field) => !body[field]);
  if (missing.length > 0)
    throw new HttpError(
      422,
      `The ${missing[0]!.replace('_', ' ')} field is required.`,
      Object.fromEntries(
        missing.map((field) => [field, [`The ${field.replace('_', ' ')} field is required.`]]),
      ),
    );
  await checkEmailFree(deps.db, body.email!);
  const passwordHash = await hashPassword(body.password!, deps.config.passwordHashCost);
  return deps.db.transaction(async (tx) => {
    const agencyId = await insertRegisteredAgency(tx, {
      whitelabelId: whitelabel.id,
      name: body.agency_name!,
      freeRegister: false,
    });
    const owner = await insertAgencyOwner(tx, {
      agencyId,
      email: body.email!,
      name: body.name!,
      passwordHash,
    });
    if (!owner) throw invalidField('email', EMAIL_TAKEN);
    return { agency: { id: agencyId, name: body.agency_name! }, owner, created: true };
  });
}

export async function placeOrder(
  deps: AppDeps,
  auth: AuthContext | null,
  body: OrderBody,
  whitelabel: WhitelabelRow,
  kind: 'recurring' | 'onetime',
): Promise<OrderAnswer> {
  if (!billingConfigured(deps.config)) throw new HttpError(503, BILLING_MESSAGES.notConfigured);
  const price = await priceRow(deps.db, body.price_id);
  if (!price) throw invalidField('price_id', BILLING_MESSAGES.priceNotFound);
  if (body.order_page_id !== undefined) {
    const page = await publishedOrderPage(deps.db, body.order_page_id);
    if (!page) throw notFound(BILLING_MESSAGES.orderPageNotFound);
    if (!page.planIds.includes(price.planId))
      throw invalidField('price_id', 'This price is not sold on this order page.');
  }
  const purchase = await choosePurchase(deps, await planRow(deps.db, price.planId), price.id, {
    recurring: kind === 'recurring',
  });
  const account = await accountFor(deps, auth, body, whitelabel);
  const request = {
    agency: account.agency,
    owner: account.owner,
    purchase,
    paymentMethod: body.payment_method,
    coupon: body.coupon,
    idempotencyKey: body.idempotency_key,
    actorUserId: account.owner.id,
  };
  try {
    if (kind === 'recurring') await subscribe(deps, request);
    else await payOnce(deps, request);
  } catch (error) {
    // A refused card or coupon leaves no half-made account behind: the buyer tries again as new.
    if (account.created) await deleteUnfinishedAgency(deps.db, account.agency.id);
    throw error;
  }
  const login = account.created
    ? await issueToken(deps.db, account.owner.id, deps.config.tokenTtlMs).then((issued) => ({
        access_token: issued.accessToken,
        token_type: 'Bearer' as const,
        expires_at: issued.expiresAt.toISOString(),
        role: 'Agency' as const,
      }))
    : null;
  const status = purchase.section === 'reseller' ? 'reseller' : 'agency';
  return { login, status: await statusAfter(deps, account.agency.id, status) };
}

async function statusAfter(deps: AppDeps, agencyId: number, section: 'agency' | 'reseller') {
  const agency = await findAgency(deps.db, agencyId);
  return (section === 'reseller' ? agency?.resellerStatus : agency?.stripeStatus) ?? 'none';
}
