import {
  couponRedemption,
  couponUndoBody,
  couponValidateBody,
  couponValidateParams,
  couponValidateResult,
  couponVoucherListBody,
  cursorPageSchema,
  envelopeSchema,
  idParams,
  listQuerySchema,
  voucherPreview,
} from '@merchant/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { ok } from '../../lib/envelope';
import { storeActorOf, storeOf } from '../../plugins/access';
import { createCouponService } from './coupon.service';
import { couponSettlementJob } from './coupon-settle';
import { type CouponActor, undoRedemption } from './coupon-undo';

const validate = { access: { scope: 'store' as const, permission: 'coupon:validate' } };

/** Vouchers and their redemption (核销): the /verify screen (docs/coupons.md). */
export const couponRoutes = async (app: App, { db, jobs }: Deps): Promise<void> => {
  const service = createCouponService(db);
  const tags = ['coupons'];
  const actorOf = (request: FastifyRequest): CouponActor => storeActorOf(request);

  jobs.register(couponSettlementJob);

  app.post(
    '/member/coupon/validate/:code/:times',
    {
      config: validate,
      schema: {
        tags,
        summary:
          'Without confirm: a preview of the voucher (redeems nothing). With {confirm: true, request_no}: redeems `times` uses once per request number',
        params: couponValidateParams,
        body: couponValidateBody,
        response: { 200: envelopeSchema(couponValidateResult) },
      },
    },
    async (request) => {
      const { code, times } = request.params;
      const body = request.body;
      if (!body.confirm || body.request_no === undefined)
        return ok(request.lang, await service.preview(storeOf(request), code, times));
      return ok(request.lang, await service.redeem(actorOf(request), code, times, body.request_no));
    },
  );

  app.post(
    '/coupon/redemption/list',
    {
      config: validate,
      schema: {
        tags,
        summary: 'One page of the store’s redemptions, newest first (by cursor), with the undo deadline',
        body: listQuerySchema,
        response: { 200: envelopeSchema(cursorPageSchema(couponRedemption)) },
      },
    },
    async (request) => ok(request.lang, await service.list(actorOf(request), request.body)),
  );

  app.post(
    '/coupon/redemption/:id/undo',
    {
      config: validate,
      schema: {
        tags,
        summary:
          'Undoes a redemption within 60 minutes (its maker or the owner), once per request number; gives the uses back',
        params: idParams,
        body: couponUndoBody,
        response: { 200: envelopeSchema(couponRedemption) },
      },
    },
    async (request) =>
      ok(
        request.lang,
        await undoRedemption(db, actorOf(request), request.params.id, request.body.request_no),
      ),
  );

  app.post(
    '/coupon/voucher/list',
    {
      config: validate,
      schema: {
        tags,
        summary: 'The usable vouchers in this store of the member with this phone number',
        body: couponVoucherListBody,
        response: { 200: envelopeSchema(z.array(voucherPreview)) },
      },
    },
    async (request) => ok(request.lang, await service.vouchersOfPhone(storeOf(request), request.body.phone)),
  );
};
