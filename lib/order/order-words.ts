import type { ProductType } from '@/graphql/generated/client/graphql';

import { formatBins } from './rental';

/**
 * The words an order uses, per product type, in one place: every surface that talks about an
 * order (the order flow's steps, the order page, the pay-invoice page, the invoice, the mails, the
 * orders CSV, the supplier API's docs and the webhook payload) reads them here, so a disposal-bin
 * order never speaks of trucks, pours or plants. Concrete and aggregates arrive by truck from a
 * plant or a yard; a bin is dropped off, rented for days and picked up.
 *
 * The spec fixes the step titles (Delivery address, Producer, Availability...) and the order
 * labels (section 3); what is said under them is the product's.
 */
export interface OrderWords {
  /** Where the supplier loads: "plant", "yard"; its time zone is the windows'. */
  base: string;
  /** The delivery-address step's intro. */
  siteIntro: string;
  /** The hint under the job site's access notes. */
  accessHint: string;
  /** Whether the job site's washout notes are asked and shown (concrete trucks wash out). */
  asksWashout: boolean;
  /** The producer step's intro: "Suppliers delivering to Shaw St". */
  producersIntro: (where: string) => string;
  /** The producer step's count: "1 producer delivers here". `best` names the sort when capped. */
  producersHere: (count: number, best?: string) => string;
  /** What this order books in a window: "2 trucks", "2 bins". */
  needs: (count: number) => string;
  /** A window's name: "Delivery window", "Drop-off window". */
  windowName: string;
  /** What the windows are, for the availability step's intro: "delivery windows". */
  windows: string;
  /** Under a window: "3 of 4 trucks free", "Room for 3 more bins". */
  windowRoom: (remaining: number, capacity: number) => string;
  /** Why a window cannot take the order: "Only 1 truck free: this order needs 2". */
  windowTooSmall: (remaining: number, needs: number) => string;
  /** Under the windows: the time zone they are in and what happens within one. */
  windowsNote: (timeZone: string) => string;
  /** Why a card holds more than the amount due ("such as extra material or waiting time"). */
  holdReason: string;
  /** What canceling frees on the supplier's side. */
  cancelReleases: string;
  /** What an order still unpaid at its deadline frees when it is canceled: "its trucks are released". */
  unpaidReleases: string;
  /** The order page's note on an order canceled because it was not paid in time. */
  unpaidCanceled: string;
  /** The order page's section that follows the order on the day. */
  trackingTitle: string;
  /** One load of the order, in the mails: "Truck 2", "Bin 2". */
  load: (sequence: number) => string;
  /** What happened when a load was signed for: "delivered", "dropped off". */
  loadDelivered: string;
  /** The mail's heading when a load runs late. */
  lateHeading: string;
  /** Where the order page follows a late load. */
  lateFollow: string;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const zoneName = (timeZone: string) => timeZone.replace(/_/g, ' ');

function truckWords(base: string, holdReason: string, asksWashout: boolean, accessHint: string): OrderWords {
  const trucks = (count: number) => plural(count, 'truck', 'trucks');
  return {
    base,
    siteIntro: 'The job site the trucks go to, with what the driver needs to know.',
    accessHint,
    asksWashout,
    producersIntro: (where) => `Suppliers delivering ${where}.`,
    producersHere: (count, best) =>
      best
        ? `The ${count} ${best} producers delivering here`
        : count === 1
          ? '1 producer delivers here'
          : `${count} producers deliver here`,
    needs: trucks,
    windowName: 'Delivery window',
    windows: 'delivery windows',
    windowRoom: (remaining, capacity) => `${remaining} of ${trucks(capacity)} free`,
    windowTooSmall: (remaining, needs) => `Only ${trucks(remaining)} free: this order needs ${needs}`,
    windowsNote: (timeZone) =>
      `Times are the ${base}'s local time (${zoneName(timeZone)}). The first truck arrives within the window.`,
    holdReason,
    cancelReleases: 'The supplier releases the trucks it booked for your delivery window.',
    unpaidReleases: 'its trucks are released',
    unpaidCanceled:
      'Canceled automatically because it was not paid in time. Its trucks were released for other orders.',
    trackingTitle: 'Trucks',
    load: (sequence) => `Truck ${sequence}`,
    loadDelivered: 'delivered',
    lateHeading: 'A truck is running late',
    lateFollow: 'The order page shows where the truck is and when it should arrive.',
  };
}

const CONCRETE = truckWords(
  'plant',
  'such as extra material or waiting time',
  true,
  'Where trucks enter and park, height or weight limits.',
);

const AGGREGATES = truckWords(
  'yard',
  'such as extra material or waiting time',
  false,
  'Where trucks enter and tip, height or weight limits.',
);

const BINS: OrderWords = {
  base: 'bin yard',
  siteIntro: 'Where the bins are dropped off, with what the driver needs to know to place them.',
  accessHint: 'Where the bins go (driveway, street or laneway), overhead wires, what must stay clear.',
  asksWashout: false,
  producersIntro: (where) => `Bin rental companies ${where}.`,
  producersHere: (count, best) =>
    best
      ? `The ${count} ${best} bin rental companies here`
      : count === 1
        ? '1 company rents bins here'
        : `${count} companies rent bins here`,
  needs: formatBins,
  windowName: 'Drop-off window',
  windows: 'drop-off windows',
  windowRoom: (remaining) => `Room for ${formatBins(remaining)}`,
  windowTooSmall: (remaining, needs) => `Room for ${formatBins(remaining)} only: this order has ${formatBins(needs)}`,
  windowsNote: (timeZone) =>
    `Times are the supplier's local time (${zoneName(timeZone)}). The bins are dropped off within the window.`,
  holdReason: 'such as extra rental days or a bin over its weight limit',
  cancelReleases: 'The supplier frees the drop-off it booked for your bins.',
  unpaidReleases: 'its bins go back to the supplier',
  unpaidCanceled: 'Canceled automatically because it was not paid in time. Its drop-off was freed for other orders.',
  trackingTitle: 'Drop-off and pick-up',
  load: (sequence) => `Bin ${sequence}`,
  loadDelivered: 'dropped off',
  lateHeading: 'A bin drop-off is running late',
  lateFollow: 'The order page shows where the bin is on its way and when it should arrive.',
};

const WORDS: Record<ProductType, OrderWords> = {
  readyMix: CONCRETE,
  volumetric: CONCRETE,
  aggregates: AGGREGATES,
  rentals: BINS,
};

/** The words of an order of this product type (concrete's until a product is chosen). */
export function orderWords(productType: ProductType | null | undefined): OrderWords {
  return WORDS[productType ?? 'readyMix'];
}

/**
 * What a bin order says instead of truck words, for tests that refuse them on every surface of a
 * bin order: a vehicle, a pour, concrete, the plant, washing out a chute, or a volume in yd³.
 */
export const NOT_BIN_WORDS = /\btrucks?\b|\bpour(s|ing|ed)?\b|\bconcrete\b|\bplant\b|washout|\bchute\b|yd³|yd3/i;
