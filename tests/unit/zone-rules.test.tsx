import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { OrderHistory } from '@/components/placed-orders/OrderHistory';
import { formatDateTime, formatTime } from '@/lib/time';
import { bundledTimeZones, bundledZoneState, ZONE_RULES_RELEASE } from '@/lib/zone-rules';
import { renderTicketPdf, type TicketRecord } from '@/server/services/delivery/tickets';
import { diskFileStore } from '@/server/files/disk-store';
import { orderCsvFields } from '@/server/services/invoices/orders-export';
import { paymentReceiptMail } from '@/server/services/mail/templates/payment-receipt';
import type { OrderRecord } from '@/server/services/orders/orders';
import { cities } from '@/server/seed/data/places';
import { readPdf } from '@/tests/support/pdf';

/**
 * Issue 35: for Calgary the order page said "9:25 a.m. MDT" and the receipt mail "8:25 a.m. MST"
 * for the same instant, the browser and Node each formatting with their own tzdata. Every surface
 * now formats from one table (`lib/zone-rules.ts`); this checks the table against the rules as
 * IANA publishes them, written out by hand below, and the page, the PDF, the mail and the CSV
 * against each other. Node 20 ships tzdata 2025c, which still has Alberta falling back to MST on
 * Nov 1, 2026 and British Columbia to PST: a surface that asked Node's Intl fails here.
 */

/**
 * Every zone anything asks the runtime's Intl about, from before the product's modules load (a
 * module may keep a formatter it made once): none of the product's zones may be asked, checked
 * after each test. The hand-written rules below draw their clocks in fixed Etc/GMT zones only.
 */
const zonesAskedOfIntl = vi.hoisted(() => {
  const asked: string[] = [];
  const record = (options: unknown) => {
    const zone = (options as Intl.DateTimeFormatOptions | undefined)?.timeZone;
    if (zone) asked.push(zone);
  };
  const trap = (target: typeof Intl.DateTimeFormat, args: unknown[]) => {
    record(args[1]);
    return new target(...(args as [Intl.LocalesArgument, Intl.DateTimeFormatOptions]));
  };
  Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
    construct: (target, args) => trap(target, args),
    apply: (target, _this, args) => trap(target, args),
  });
  for (const method of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'] as const) {
    const runtime = Object.getOwnPropertyDescriptor(Date.prototype, method)!.value as (
      this: Date,
      ...args: [Intl.LocalesArgument?, Intl.DateTimeFormatOptions?]
    ) => string;
    Date.prototype[method] = new Proxy(runtime, {
      apply: (runtime, date: Date, args: [Intl.LocalesArgument?, Intl.DateTimeFormatOptions?]) => {
        record(args[1]);
        return runtime.apply(date, args);
      },
    });
  }
  return asked;
});

afterEach(() => {
  // UTC has no rules to differ on: calendar dates (YYYY-MM-DD) are drawn in it by Intl.
  const productZones = zonesAskedOfIntl.filter((zone) => zone !== 'UTC' && bundledTimeZones().includes(zone));
  zonesAskedOfIntl.length = 0;
  expect(productZones, 'zones asked of the runtime’s Intl').toEqual([]);
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type Rule = (instant: number) => { offsetHours: number; abbreviation: string };

/** Day of the month of the nth Sunday (n = 1, 2...) of a month. */
function nthSunday(year: number, month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + (n - 1) * 7;
}

/** Canada and the US since 2007: daylight time from March's second Sunday 2:00 to November's first Sunday 2:00, local. */
function daylightPeriod(year: number, standardHours: number): [number, number] {
  const start = Date.UTC(year, 2, nthSunday(year, 2, 2), 2) - standardHours * HOUR;
  const end = Date.UTC(year, 10, nthSunday(year, 10, 1), 2) - (standardHours + 1) * HOUR;
  return [start, end];
}

const northAmerican =
  (standardHours: number, standard: string, daylight: string): Rule =>
  (instant) => {
    const [start, end] = daylightPeriod(new Date(instant).getUTCFullYear(), standardHours);
    return instant >= start && instant < end
      ? { offsetHours: standardHours + 1, abbreviation: daylight }
      : { offsetHours: standardHours, abbreviation: standard };
  };

const fixed =
  (offsetHours: number, abbreviation: string): Rule =>
  () => ({ offsetHours, abbreviation });

const until =
  (change: number, before: Rule, after: Rule): Rule =>
  (instant) =>
    instant < change ? before(instant) : after(instant);

/** The rules of every zone the product's cities are in, as IANA publishes them (2026f). */
const EXPECTED_RULES: Record<string, Rule> = {
  'America/Toronto': northAmerican(-5, 'EST', 'EDT'),
  'America/Chicago': northAmerican(-6, 'CST', 'CDT'),
  'America/Los_Angeles': northAmerican(-8, 'PST', 'PDT'),
  // 2026c: Alberta stays on UTC-6 since June 18, 2026: no fall-back on Nov 1, 2026, CST from then.
  'America/Edmonton': until(Date.UTC(2026, 10, 1, 8), northAmerican(-7, 'MST', 'MDT'), fixed(-6, 'CST')),
  // 2026b: British Columbia stays on UTC-7 since March 9, 2026: no fall-back on Nov 1, 2026, MST from then.
  'America/Vancouver': until(Date.UTC(2026, 10, 1, 9), northAmerican(-8, 'PST', 'PDT'), fixed(-7, 'MST')),
  // Mexico has had no daylight time since October 30, 2022 (the instants below are later).
  'America/Mexico_City': fixed(-6, 'CST'),
  'America/Monterrey': fixed(-6, 'CST'),
  UTC: fixed(0, 'UTC'),
};

/** Fixed-offset zones (Etc/GMT+7 is UTC-7): no release ever changes them, so Intl may draw their clocks. */
const etcZone = (offsetHours: number) =>
  offsetHours === 0 ? 'Etc/GMT' : `Etc/GMT${offsetHours < 0 ? '+' : '-'}${Math.abs(offsetHours)}`;

/** The expected text of the product's two formats, by the hand-written rules. */
function expectedTexts(instant: number, zone: string) {
  const { offsetHours, abbreviation } = EXPECTED_RULES[zone]!(instant);
  const clock = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-CA', { ...options, hour: 'numeric', minute: '2-digit', timeZone: etcZone(offsetHours) })
      .format(instant)
      .replace(/\s/g, ' ');
  return {
    offsetMinutes: offsetHours * 60,
    abbreviation,
    dateTime: `${clock({ month: 'short', day: 'numeric', year: 'numeric' })} ${abbreviation}`,
    time: `${clock({})} ${abbreviation}`,
  };
}

/** Jan and Jul of 2024 to 2028, and each would-be change of the zone's old rule, a minute either side. */
function instantsFor(zone: string): number[] {
  const standardHours = EXPECTED_RULES[zone]!(Date.UTC(2024, 0, 15)).offsetHours;
  const instants: number[] = [];
  for (let year = 2024; year <= 2028; year += 1) {
    instants.push(Date.UTC(year, 0, 15, 12), Date.UTC(year, 6, 15, 12));
    for (const change of daylightPeriod(year, standardHours)) instants.push(change - MINUTE, change, change + MINUTE);
  }
  return instants;
}

const cityZones = [...new Set(cities.map((city) => city.timeZone))].sort();

describe('one source of zone rules', () => {
  it('holds every zone the product has a city in, from a release with Alberta’s 2026 change', () => {
    expect(cityZones).toContain('America/Edmonton');
    for (const zone of cityZones) {
      expect(bundledTimeZones()).toContain(zone);
      expect(EXPECTED_RULES).toHaveProperty([zone]);
    }
    expect(ZONE_RULES_RELEASE >= '2026c').toBe(true);
  });

  it.each(cityZones)('follows the published rules in %s, around every change from 2024 to 2028', (zone) => {
    for (const instant of instantsFor(zone)) {
      const expected = expectedTexts(instant, zone);
      const at = new Date(instant);
      expect(bundledZoneState(at, zone), at.toISOString()).toEqual({
        offsetMinutes: expected.offsetMinutes,
        abbreviation: expected.abbreviation,
      });
      expect(formatDateTime(at.toISOString(), zone), at.toISOString()).toBe(expected.dateTime);
      expect(formatTime(at.toISOString(), zone), at.toISOString()).toBe(expected.time);
    }
  });

  it('writes Calgary’s times after Nov 1, 2026 in CST, where Node 20’s own tzdata says MST', () => {
    expect(formatDateTime('2026-11-29T15:25:00.000Z', 'America/Edmonton')).toBe('Nov 29, 2026, 9:25 a.m. CST');
    expect(formatDateTime('2027-07-01T15:25:00.000Z', 'America/Edmonton')).toBe('Jul 1, 2027, 9:25 a.m. CST');
    expect(formatDateTime('2026-10-31T15:25:00.000Z', 'America/Edmonton')).toBe('Oct 31, 2026, 9:25 a.m. MDT');
    expect(formatTime('2026-11-29T15:25:00.000Z', 'America/Vancouver')).toBe('8:25 a.m. MST');
  });
});

describe('the page, the PDF, the mail and the CSV read the same', () => {
  const files = diskFileStore(mkdtempSync(path.join(tmpdir(), 'zone-rules-')));

  /** The order page's history line of a change made at `at`. */
  const pageText = (at: string, timeZone: string) =>
    renderToStaticMarkup(
      <OrderHistory
        history={[
          {
            id: 'e1',
            kind: 'status',
            status: 'placed',
            party: 'contractor',
            actorName: 'Dana',
            byApiKey: false,
            reason: null,
            proposedDeliveryDate: null,
            proposedWindow: null,
            at,
          },
        ]}
        parties={{ supplierName: 'Foothills Ready-Mix', contractorName: 'Bow River Builders' }}
        timeZone={timeZone}
      />,
    );

  /** The e-ticket's "Delivered" row. */
  async function pdfText(at: string, timeZone: string) {
    const ticket: TicketRecord = {
      number: 'T-1',
      loadId: 'l1',
      supplierName: 'Foothills Ready-Mix',
      contractorName: 'Bow River Builders',
      productName: '32 MPa',
      productType: 'readyMix',
      unit: 'm3',
      plannedQuantity: 8,
      deliveredQuantity: 8,
      waterAddedLitres: null,
      slumpMm: null,
      truckName: null,
      driverName: null,
      deliveryDate: at.slice(0, 10),
      deliveryWindow: '06:00–10:00',
      site: '1 Main Street',
      times: [{ label: 'Delivered', at }],
      receivedBy: 'Dana',
      signatureFileKey: null,
      timeZone,
      qualityPapers: [],
    };
    return (await readPdf(await renderTicketPdf(ticket, files))).pageTexts.join('\n');
  }

  /** The receipt mail's "Paid on" row. */
  const mailText = (paidAt: string, timeZone: string) =>
    paymentReceiptMail(
      {
        orderId: '00000000-0000-4000-8000-000000000001',
        supplierName: 'Foothills Ready-Mix',
        productName: '32 MPa',
        amountCents: 120_000,
        currency: 'CAD',
        methodLabel: 'Visa •••• 4242',
        paidAt,
        timeZone,
        linkToOrder: false,
      },
      'https://buildmarket.example',
    ).text;

  /** The orders CSV's "Placed" column. */
  const csvPlaced = (createdAt: string, timeZone: string) =>
    orderCsvFields({
      id: '00000000-0000-4000-8000-000000000001',
      createdAt,
      timeZone,
      status: 'placed',
      paymentType: 'card',
      paymentStatus: 'requires_payment',
      deliveryDate: '2026-12-01',
      deliveryWindow: '06:00–10:00',
      supplierName: 'Foothills Ready-Mix',
      productName: '32 MPa',
      productType: 'readyMix',
      quantity: 8,
      unit: 'm3',
      siteName: null,
      deliveryAddress: '1 Main Street',
      postalCode: 'T2P 1J9',
      city: { name: 'Calgary' },
      jobNumber: null,
      currency: 'CAD',
      totalCents: 120_000,
      unpaidAmountCents: 120_000,
    } as unknown as OrderRecord)[1];

  it.each(cityZones)('in %s, before, across and after 2026’s changes', async (zone) => {
    const instants = [
      '2026-07-15T15:25:00.000Z',
      '2026-11-01T08:30:00.000Z',
      '2026-11-29T15:25:00.000Z',
      '2027-03-14T09:30:00.000Z',
      '2027-07-01T15:25:00.000Z',
    ];
    for (const at of instants) {
      const expected = expectedTexts(Date.parse(at), zone);
      expect(pageText(at, zone)).toContain(`>${expected.dateTime}</time>`);
      expect(await pdfText(at, zone)).toContain(`Delivered\n${expected.time}`);
      expect(mailText(at, zone)).toContain(`Paid on: ${expected.dateTime}`);
      expect(csvPlaced(at, zone)).toBe(expected.dateTime);
    }
  });
});
