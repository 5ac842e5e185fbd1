import { couponEndpoints, gatewayEndpoints, productEndpoints } from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { systemClock } from '../../lib/clock.ts';
import { serve } from '../../lib/endpoints.ts';
import { listAnswer } from '../../lib/pagination.ts';
import type { Sites } from '../../sites/runtime.ts';
import { recordAudit } from '../audit/log.ts';
import { couponItem, createCoupon, deleteCoupon, listCoupons, setCouponArchived } from './coupons.ts';
import {
  activeGateway,
  checkGateway,
  connectGateway,
  deleteGateway,
  type GatewayWithLink,
  gatewayItem,
  getGateway,
  listGateways,
  revokeGateway,
  updateGateway,
  verifyGateway,
} from './gateways.ts';
import {
  activeProducts,
  createProduct,
  getProduct,
  listProducts,
  setProductArchived,
  updateProduct,
} from './products.ts';
import { republishOrderPages } from './republish.ts';

/**
 * SPEC §7 "Integrations and gateways" (the gateways) and "Orders" (products and coupons) of a
 * site. Published pages bake in the products their order elements show and whether the site takes
 * payments: whatever changes either (a gateway's state or currency, a product's name, price or
 * archive) renders those pages again. Invoices, customer subscriptions and the Connect webhook are
 * `order-routes.ts`.
 */
export async function commerceRoutes(app: FastifyInstance, deps: AppDeps & { sites: Sites }): Promise<void> {
  const { db, sites } = deps;
  const gatewayDeps = { db, config: deps.config, origins: sites.origins };
  const clock = deps.clock ?? systemClock;
  const now = () => new Date(clock.now());
  const pagesChange = (landingId: number) => republishOrderPages(db, sites, { landingId });

  /** A check may turn a gateway active (or restricted): pages that take payments change. */
  const checked = async (answer: GatewayWithLink) => {
    await pagesChange(answer.gateway.landing_id);
    return { data: answer };
  };

  serve(app, gatewayEndpoints.list, async ({ auth, params }) => ({
    data: await listGateways(db, auth, params.id),
  }));
  serve(app, gatewayEndpoints.all, async ({ auth, params }) => ({
    data: await listGateways(db, auth, params.id),
  }));
  serve(app, gatewayEndpoints.active, async ({ auth, params }) => ({
    data: await activeGateway(db, auth, params.id),
  }));
  serve(app, gatewayEndpoints.get, async ({ auth, params }) => ({
    data: await getGateway(db, auth, params.id, params.gatewayId),
  }));

  serve(app, gatewayEndpoints.create, async ({ auth, params, body, request }) => {
    const answer = await connectGateway(gatewayDeps, auth, params.id, body);
    await recordAudit(db, {
      action: 'gateway.connected',
      actorUserId: auth.user.id,
      subjectUserId: null,
      ip: request.ip,
      details: {
        landing_id: params.id,
        gateway_id: answer.gateway.id,
        account_id: answer.gateway.account_id,
      },
    });
    return await checked(answer);
  });

  serve(app, gatewayEndpoints.check, async ({ auth, params }) =>
    checked(await checkGateway(gatewayDeps, auth, params.id, params.gatewayId)),
  );
  serve(app, gatewayEndpoints.verify, async ({ auth, body }) =>
    checked(await verifyGateway(gatewayDeps, auth, body)),
  );

  serve(app, gatewayEndpoints.update, async ({ auth, params, body }) => {
    const row = await updateGateway(db, auth, params.id, params.gatewayId, body);
    await pagesChange(row.landingId);
    return { data: gatewayItem(row) };
  });

  serve(app, gatewayEndpoints.revoke, async ({ auth, params, request }) => {
    const { row, revoked } = await revokeGateway(db, auth, params.id, params.gatewayId);
    if (revoked) {
      await pagesChange(row.landingId);
      await recordAudit(db, {
        action: 'gateway.revoked',
        actorUserId: auth.user.id,
        subjectUserId: null,
        ip: request.ip,
        details: { landing_id: row.landingId, gateway_id: row.id, account_id: row.accountId },
      });
    }
    return { data: gatewayItem(row) };
  });

  serve(app, gatewayEndpoints.remove, async ({ auth, params }) => {
    const row = await deleteGateway(db, auth, params.id, params.gatewayId);
    await pagesChange(row.landingId);
    return { success: true as const, message: `The payment gateway ${row.name} is deleted.` };
  });

  serve(app, productEndpoints.list, async ({ auth, params, query }) =>
    listAnswer(await listProducts(db, auth, params.id, query), query),
  );
  serve(app, productEndpoints.active, async ({ auth, params }) => ({
    data: await activeProducts(db, auth, params.id),
  }));
  serve(app, productEndpoints.get, async ({ auth, params }) => ({
    data: await getProduct(db, auth, params.id, params.productId),
  }));
  serve(app, productEndpoints.create, async ({ auth, params, body }) => {
    const product = await createProduct(deps, auth, params.id, body);
    await pagesChange(product.landing_id);
    return { data: product };
  });
  serve(app, productEndpoints.update, async ({ auth, params, body }) => {
    const product = await updateProduct(deps, auth, params.id, params.productId, body);
    await pagesChange(product.landing_id);
    return { data: product };
  });
  serve(app, productEndpoints.archive, async ({ auth, params }) => {
    const product = await setProductArchived(deps, auth, params.id, params.productId, true);
    await pagesChange(product.landing_id);
    return { data: product };
  });
  serve(app, productEndpoints.unarchive, async ({ auth, params }) => {
    const product = await setProductArchived(deps, auth, params.id, params.productId, false);
    await pagesChange(product.landing_id);
    return { data: product };
  });

  // Coupons change no page: the coupon element checks a code when the buyer types it.
  serve(app, couponEndpoints.list, async ({ auth, params, query }) =>
    listAnswer(await listCoupons(db, auth, params.id, query), query),
  );
  serve(app, couponEndpoints.create, async ({ auth, params, body }) => ({
    data: couponItem(await createCoupon(deps, auth, params.id, body, now())),
  }));
  serve(app, couponEndpoints.archive, async ({ auth, params }) => ({
    data: couponItem(await setCouponArchived(deps, auth, params.id, params.couponId, true, now())),
  }));
  serve(app, couponEndpoints.unarchive, async ({ auth, params }) => ({
    data: couponItem(await setCouponArchived(deps, auth, params.id, params.couponId, false, now())),
  }));
  serve(app, couponEndpoints.remove, async ({ auth, params }) => {
    const row = await deleteCoupon(deps, auth, params.id, params.couponId);
    return { success: true as const, message: `The coupon ${row.code} is deleted.` };
  });
}
