import { z } from 'zod';

import { messages } from './messages';
import { id, optionalText, PRODUCT_UNITS, quantityHundredths } from './order';
import { requiredText } from './rules';

/**
 * Dispatch: the supplier's fleet (trucks), an order's loads (one per truck trip, each with a
 * truck and a driver), and the driver's steps and notes. The workspace's forms, the driver app
 * and the API's mutations parse with these.
 */

export const DISPATCH_LIMITS = { truckName: 60, truckCapacityMax: 1_000, loadsMax: 60, loadNote: 1_000 } as const;

/** The steps of a load on delivery day, in the order the driver reports them. */
export const LOAD_STEPS = ['planned', 'loaded', 'en_route', 'arrived', 'unloading', 'delivered'] as const;
export type LoadStep = (typeof LOAD_STEPS)[number];

/** Quantities have two decimals at most, like an order's. */
const hundredths = (message: string) =>
  z
    .number(messages.required)
    .positive({ message, abort: true })
    // A positive number too small to be a hundredth (1e-9) would be stored as 0, which the
    // database's checks refuse: it is below the minimum, said as such.
    .refine((value) => quantityHundredths(value) !== 0, { message, abort: true })
    .refine((value) => quantityHundredths(value) !== null, messages.invalid);

export const truckInputSchema = z.object({
  /** Absent for a new truck. */
  id: id.nullish(),
  name: requiredText(DISPATCH_LIMITS.truckName),
  capacity: hundredths(messages.quantityMin(0.01)).max(
    DISPATCH_LIMITS.truckCapacityMax,
    messages.quantityMax(DISPATCH_LIMITS.truckCapacityMax),
  ),
  unit: z.enum(PRODUCT_UNITS, messages.required),
});
export type TruckInput = z.output<typeof truckInputSchema>;
export type TruckFormValues = z.input<typeof truckInputSchema>;

export const LOADS_TOTAL_MESSAGE = 'The loads must add up to the order’s quantity.';

export const orderDispatchSchema = z.object({
  orderId: id,
  /**
   * The order's loads that have not left the yard, in the order the trucks go: a load with an id
   * is kept (its truck, driver and quantity changed), one without is new, a planned load left
   * out is removed. Loads already under way are kept as they are.
   */
  loads: z
    .array(
      z.object({
        id: id.nullish(),
        quantity: hundredths(messages.quantityMin(0.01)),
        truckId: id,
        driverUserId: id,
      }),
    )
    .max(DISPATCH_LIMITS.loadsMax, messages.quantityMax(DISPATCH_LIMITS.loadsMax)),
});
export type OrderDispatch = z.output<typeof orderDispatchSchema>;

export const loadStepInputSchema = z.object({
  loadId: id,
  step: z.enum(LOAD_STEPS, messages.invalid).refine((step) => step !== 'planned', messages.invalid),
});
export type LoadStepInput = z.output<typeof loadStepInputSchema>;

export const loadNoteInputSchema = z.object({
  loadId: id,
  note: optionalText(DISPATCH_LIMITS.loadNote, 'multi'),
});

/** The shortest time between two positions of one load a phone sends (the API keeps no more). */
export const POSITION_INTERVAL_MS = 15_000;

export const loadPositionInputSchema = z.object({
  loadId: id,
  latitude: z.number(messages.required).min(-90, messages.invalid).max(90, messages.invalid),
  longitude: z.number(messages.required).min(-180, messages.invalid).max(180, messages.invalid),
  /** The browser's accuracy radius in metres, if it gave one. */
  accuracyMeters: z.number(messages.invalid).min(0, messages.invalid).max(100_000, messages.invalid).nullish(),
});
export type LoadPositionInput = z.output<typeof loadPositionInputSchema>;

export const DELAY_LIMITS = { minutesMax: 600, reason: 300 } as const;

export const loadDelayInputSchema = z.object({
  loadId: id,
  minutes: z
    .number(messages.required)
    .int(messages.invalid)
    .min(5, messages.quantityMin(5))
    .max(DELAY_LIMITS.minutesMax, messages.quantityMax(DELAY_LIMITS.minutesMax)),
  reason: optionalText(DELAY_LIMITS.reason),
});
export type LoadDelayInput = z.output<typeof loadDelayInputSchema>;

/**
 * Proof of delivery: the receiver's signature (a PNG drawn on the driver's phone) and an optional
 * photo (JPEG, PNG or WebP, resized on the phone to PROOF_LIMITS.photoPixels on its longer side)
 * are uploaded first (`/api/uploads/delivery/<load id>/<signature|photo>`), then `loadDeliver`
 * records the rest and the delivered step.
 */
export const PROOF_LIMITS = {
  signatureBytes: 200 * 1024,
  photoBytes: 3 * 1024 * 1024,
  photoPixels: 1600,
  receivedBy: 120,
  waterLitresMax: 2_000,
  slumpMmMax: 300,
} as const;
export const PROOF_IMAGE_KINDS = ['signature', 'photo'] as const;
export type ProofImageKind = (typeof PROOF_IMAGE_KINDS)[number];

export const SIGNATURE_REQUIRED_MESSAGE = 'Ask the person receiving the load to sign first.';

export const loadDeliveryInputSchema = z.object({
  loadId: id,
  deliveredQuantity: hundredths(messages.quantityMin(0.01)),
  /** Concrete: water added on site, in litres (one decimal). */
  waterAddedLitres: z
    .number(messages.invalid)
    .min(0, messages.quantityMin(0))
    .max(PROOF_LIMITS.waterLitresMax, messages.quantityMax(PROOF_LIMITS.waterLitresMax))
    .nullish(),
  /** Concrete: the slump measured on site, in millimetres. */
  slumpMm: z
    .number(messages.invalid)
    .int(messages.invalid)
    .min(0, messages.quantityMin(0))
    .max(PROOF_LIMITS.slumpMmMax, messages.quantityMax(PROOF_LIMITS.slumpMmMax))
    .nullish(),
  receivedBy: requiredText(PROOF_LIMITS.receivedBy),
});
export type LoadDeliveryInput = z.output<typeof loadDeliveryInputSchema>;
export type LoadDeliveryFormValues = z.input<typeof loadDeliveryInputSchema>;
