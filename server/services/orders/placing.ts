import 'server-only';

import { and, eq, gte, sql } from 'drizzle-orm';

import type { PlaceOrderInput } from '@/lib/validation';
import type { Database } from '@/server/db/database';
import { violatedUniqueConstraint } from '@/server/db/errors';
import { companies, orders } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';

import { checkAddressCity, insertJobSite } from './job-sites';
import { bookTrucks } from './bookings';
import { recordOrderEvent } from '@/server/services/events/order-events';
import { canonicalHash, quoteOrder, type OrderQuoteRecord } from '@/server/services/catalogue/quote';
import { zonedInstant } from './local-time';
import { partnerCommission } from '@/lib/partner-program/commission';
import { findPartnerByCode } from '@/server/services/site/partners';
import { getOrder, type OrderRecord } from './orders';

export const QUOTE_CHANGED_MESSAGE = 'The price of this order has changed. Please review the new total.';
export const WINDOW_UNAVAILABLE_MESSAGE = 'This delivery window is no longer available. Please choose another.';
export const DATE_NOT_DELIVERING_MESSAGE = 'The supplier is not delivering on this date. Please choose another date.';
export const IDEMPOTENCY_KEY_REUSED_MESSAGE = 'This order request was already used for a different order.';

/** Placing an order: quoted again, its trucks booked, recorded with its event, once per idempotency key. */

/** Thrown inside the placing transaction to roll it back; turned into the coded error outside. */
class PlacementRefused extends Error {
  constructor(readonly reason: 'windowFull' | 'dateBlocked' | 'creditChanged') {
    super(reason);
  }
}

async function existingPlacement(db: Database, companyId: string, idempotencyKey: string, requestHash: string) {
  const [existing] = await db
    .select({ id: orders.id, requestHash: orders.requestHash })
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.idempotencyKey, idempotencyKey)))
    .limit(1);
  if (!existing) return null;
  if (existing.requestHash !== requestHash) {
    throw expectedError(ErrorCode.IDEMPOTENCY_KEY_REUSED, IDEMPOTENCY_KEY_REUSED_MESSAGE);
  }
  return existing.id;
}

/**
 * Places an order for the caller's company. The same idempotency key with the same input answers
 * the order it placed (a double click or retry never makes two); with another input it is
 * refused. The quote is recomputed and must have the fingerprint the user saw (QUOTE_CHANGED with
 * the new quote otherwise). In one transaction: the window's trucks are booked with a conditional
 * UPDATE (`booked + trucks <= capacity`, the capacity read under the window's row lock, so a date
 * just blocked or a capacity just lowered holds; concurrent orders queue on the lock and re-check),
 * the referral credit is taken the same way, a typed address to keep is saved as a job site, and
 * the order is inserted; any failure rolls back all of them. The order's confirmation mail is stored in the same transaction, then sent at once.
 */
export async function placeOrder(
  db: Database,
  placement: { companyId: string; userId: string | null; input: PlaceOrderInput; idempotencyKey: string; now?: Date },
): Promise<OrderRecord> {
  const { companyId, input, idempotencyKey } = placement;
  const now = placement.now ?? new Date();
  const requestHash = canonicalHash(input);

  const existingId = await existingPlacement(db, companyId, idempotencyKey, requestHash);
  if (existingId) return getOrder(db, companyId, existingId, now);

  const context = await quoteOrder(db, input.quote, { companyId, now });
  const quoteChanged = (quote: OrderQuoteRecord) =>
    expectedError(ErrorCode.QUOTE_CHANGED, QUOTE_CHANGED_MESSAGE, { quote });
  if (context.quote.fingerprint !== input.quoteFingerprint) throw quoteChanged(context.quote);

  const { schedule } = context;
  const windowStartHour = schedule.windowStartHour!;
  const deliveryStartsAt = zonedInstant(schedule.date, windowStartHour, context.settings.timeZone);
  if (deliveryStartsAt.getTime() <= now.getTime()) {
    throw expectedError(ErrorCode.DELIVERY_WINDOW_UNAVAILABLE, WINDOW_UNAVAILABLE_MESSAGE);
  }

  const partner = input.partnerCode ? await findPartnerByCode(db, input.partnerCode) : null;
  const partnerCode = partner?.code ?? null;

  const { quote, product } = context;
  // A typed address the contractor keeps: its city checked here, saved with the order below.
  const newSite = input.jobSite;
  const newSiteCity = newSite ? await checkAddressCity(db, newSite, 'jobSite.') : null;
  const credit = quote.referralCreditAppliedCents;
  // A referral partner's commission, at its rate of this moment. A supplier's own button earns
  // none, nor does a partner on its own supplier's sales.
  const commission =
    partner && !partner.supplierButton && partner.supplierId !== product.supplierId
      ? partnerCommission(quote.subtotalCents, partner.commissionBps)
      : null;
  let orderId: string;
  try {
    orderId = await db.transaction(async (tx) => {
      // Saved first, so that any refusal below (a full window) rolls it back with the rest.
      const delivery =
        newSite && newSiteCity
          ? {
              ...context.delivery,
              jobSiteId: await insertJobSite(tx, companyId, newSite, newSiteCity),
              siteName: newSite.name,
              jobNumber: newSite.jobNumber,
              gateCode: newSite.gateCode,
              accessNotes: newSite.accessNotes,
              washoutNotes: newSite.washoutNotes,
            }
          : context.delivery;
      const window = { supplierId: product.supplierId, deliveryDate: schedule.date, windowStartHour };
      const booking = await bookTrucks(tx, window, schedule.trucks, context.settings);
      if (booking === 'blocked') throw new PlacementRefused('dateBlocked');
      if (booking === 'full') throw new PlacementRefused('windowFull');

      if (credit > 0) {
        const taken = await tx
          .update(companies)
          .set({ referralCreditCents: sql`${companies.referralCreditCents} - ${credit}` })
          .where(and(eq(companies.id, companyId), gte(companies.referralCreditCents, credit)))
          .returning({ id: companies.id });
        if (taken.length === 0) throw new PlacementRefused('creditChanged');
      }

      const [row] = await tx
        .insert(orders)
        .values({
          companyId,
          placedByUserId: placement.userId,
          supplierId: product.supplierId,
          productId: product.id,
          productType: product.type,
          productName: product.name,
          quantity: (context.quantityHundredths / 100).toFixed(2),
          unit: product.unit,
          color: input.quote.color,
          trucks: schedule.trucks,
          minutesBetweenTrucks: schedule.minutesBetweenTrucks,
          deliveryDate: schedule.date,
          pickUpDate: schedule.pickUpDate,
          windowStartHour,
          deliveryStartsAt,
          jobSiteId: delivery.jobSiteId,
          cityId: delivery.city.id,
          siteName: delivery.siteName,
          deliveryAddress: delivery.address,
          postalCode: delivery.postalCode,
          jobNumber: delivery.jobNumber,
          gateCode: delivery.gateCode,
          accessNotes: delivery.accessNotes,
          washoutNotes: delivery.washoutNotes,
          comment: input.comment,
          contactName: input.contact.name,
          contactEmail: input.contact.email.toLowerCase(),
          contactPhone: input.contact.phoneNumber,
          paymentType: input.quote.paymentType,
          paymentStatus: 'requires_payment',
          currency: quote.currency,
          totalCents: quote.totalCents,
          referralCreditAppliedCents: credit,
          amountDueCents: quote.amountDueCents,
          quote,
          quoteFingerprint: quote.fingerprint,
          idempotencyKey,
          requestHash,
          partnerCode,
          partnerCommissionBps: commission?.bps ?? null,
          partnerCommissionCents: commission?.cents ?? null,
        })
        .returning({ id: orders.id });
      await recordOrderEvent(
        tx,
        row!.id,
        { kind: 'status', status: 'placed', actor: { party: 'contractor', userId: placement.userId } },
        now,
      );
      return row!.id;
    });
  } catch (error) {
    if (error instanceof PlacementRefused) {
      if (error.reason === 'windowFull') {
        throw expectedError(ErrorCode.DELIVERY_WINDOW_UNAVAILABLE, WINDOW_UNAVAILABLE_MESSAGE);
      }
      if (error.reason === 'dateBlocked') {
        throw expectedError(ErrorCode.DELIVERY_WINDOW_UNAVAILABLE, DATE_NOT_DELIVERING_MESSAGE);
      }
      throw quoteChanged((await quoteOrder(db, input.quote, { companyId, now })).quote);
    }
    // A concurrent request with the same key won the insert: answer its order.
    if (violatedUniqueConstraint(error) !== undefined) {
      const winner = await existingPlacement(db, companyId, idempotencyKey, requestHash);
      if (winner) return getOrder(db, companyId, winner, now);
    }
    throw error;
  }
  return getOrder(db, companyId, orderId, now);
}
