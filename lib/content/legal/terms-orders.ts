import {
  BANK_DEBIT_CANCEL_NOTICE_DAYS,
  CARD_CHARGE_HOURS_BEFORE_DELIVERY,
  MARKETING_CLAIMS,
  TRUCK_SPACING_MINUTES,
} from '@/lib/constants';

import { mail, p, ul } from './blocks';
import { companyEmail } from './company';
import type { LegalSection } from './types';

/**
 * The terms of use's sections on ordering (terms.ts puts them in their place): how orders work,
 * prices, taxes and fees, delivery windows and site access, changes and cancellations, payments.
 */

const creditDays = MARKETING_CLAIMS.creditTermDays;
const aggregateWindowHours = MARKETING_CLAIMS.aggregateDeliveryWindowHours;
const longestTruckSpacing = Math.max(...TRUCK_SPACING_MINUTES);

export const orderingSections: readonly LegalSection[] = [
  {
    id: 'orders',
    heading: 'How orders work',
    blocks: [],
    subsections: [
      {
        id: 'orders-contract-with-supplier',
        heading: 'Your contract is with the supplier',
        blocks: [
          p(
            'Each Order is a contract between the Buyer and the Supplier named at checkout. The Supplier makes, sells or rents the product, delivers it and is responsible for its quality, its conformity with its description and with the standards that apply to it, and for the conduct of its drivers on your Job site. BuildMarket is not a party to that contract and does not manufacture, own or transport the products.',
          ),
          p(
            'BuildMarket operates the Marketplace and collects payment on the Supplier’s behalf as its limited payment-collection agent. When you pay BuildMarket for an Order, you have paid the Supplier for it.',
          ),
        ],
      },
      {
        id: 'orders-placing',
        heading: 'Placing an order',
        blocks: [
          p(
            'You place an Order by choosing a region and product, giving the delivery address, choosing a Supplier, setting the product details (for ready-mix, for example, the mix, quantity, colour, number of trucks and time between trucks), picking a delivery date and time, adding any options and instructions for the Supplier or the driver, and confirming at checkout.',
          ),
          p(
            'An Order is accepted when the Supplier confirms it. We show the confirmation in the app and send it by email with the order number. If the Supplier cannot accept the Order as placed it may propose another time or decline it; a declined Order is not charged, and any hold on your card is released.',
          ),
        ],
      },
      {
        id: 'orders-specifications',
        heading: 'Product information and your choices',
        blocks: [
          p(
            'Suppliers describe their products, including strength, slump, aggregate size, units, minimum order and quantity increment, bin size, rental period and weight allowance. You are responsible for choosing the right product and quantity for your work. Neither BuildMarket nor the Supplier provides engineering advice through the Marketplace; follow your project’s specifications and your engineer’s instructions.',
          ),
          p(
            'Quantities are ordered in the unit the product is sold in (cubic metres, cubic yards, tonnes or short tons). A quantity must meet the product’s minimum order and step; the order form tells you when it does not.',
          ),
        ],
      },
    ],
  },
  {
    id: 'pricing-taxes-and-fees',
    heading: 'Prices, taxes and fees',
    blocks: [
      p(
        'Suppliers set their own prices, in the currency of the country where the Job site is: Canadian dollars, US dollars or Mexican pesos. Before you confirm an Order, checkout shows:',
      ),
      ul(
        'the subtotal for the products or rental;',
        'the Supplier’s delivery and service fees, such as short-load, waiting-time, fuel, environmental or after-hours fees, with how each is calculated;',
        'the BuildMarket processing fee, shown as a percentage of the Order plus a fixed amount;',
        'the taxes that apply: GST, HST, PST or QST in Canada, state and local sales taxes in the United States, and IVA in Mexico; and',
        'the total you will pay, and any amount still unpaid.',
      ),
      p(
        'The price confirmed at checkout is the price of the Order. It changes only if you change the Order, or if something listed at checkout as charged by use happens on the day, such as extra quantity you request on site or time a truck waits beyond the free unloading time. Those charges follow the rates shown at checkout and appear on your invoice with the delivery ticket.',
      ),
      p(
        'If a price was plainly wrong because of an error, the Supplier may decline or cancel the Order before delivery; you will not be charged for it.',
      ),
    ],
  },
  {
    id: 'delivery-and-site-access',
    heading: 'Delivery windows and site access',
    blocks: [
      p(
        `You choose the delivery date and time at checkout. Aggregates and other bulk material are delivered within a window of up to ${aggregateWindowHours} hours. Ready-mix concrete is scheduled to a start time, with trucks sent together or spaced up to ${longestTruckSpacing} minutes apart as you choose. Bin rentals have a drop-off date and a pick-up date. The app shows when a truck is dispatched, on its way and arrived.`,
      ),
      p('You are responsible for the Job site. In particular you must:'),
      ul(
        'give an accurate address and, where the entrance is not obvious, a map pin and directions;',
        'make sure a loaded truck can reach the unloading point safely and legally, on ground that can bear it, with enough overhead clearance and no obstructions;',
        'obtain any permit needed to place a bin or park a truck on a public road or sidewalk;',
        'have someone on site to receive the delivery and sign the delivery ticket, unless you have arranged an unattended drop;',
        'provide a washout area for concrete trucks where the site requires one; and',
        'keep the site safe for drivers, and follow the safety rules that apply to it.',
      ),
      p(
        'If a truck cannot unload because the site was not ready or accessible, the Supplier may charge waiting time, a return trip or, for concrete that cannot be used, the load itself, at the rates shown at checkout.',
      ),
      p(
        'Check the delivery ticket before the material is discharged, and tell the driver at once if the product, mix or quantity is not what you ordered. Report any other problem with an Order through the app within 48 hours of delivery so the Supplier can investigate.',
      ),
      p(
        'Disposal bins may only hold the materials the rental allows. Hazardous waste, asbestos, paint, solvents, tires, batteries, propane tanks and other prohibited items must not be put in a bin; the Supplier may charge for removing them and for weight above the rental’s allowance.',
      ),
    ],
  },
  {
    id: 'changes-and-cancellations',
    heading: 'Changes and cancellations',
    blocks: [
      p(
        'Each Supplier sets a cancellation window: free cancellation ends a number of hours before the delivery window starts. Checkout shows when it ends for your Order, and the Supplier’s late cancellation fee, before you place it. Until the window closes you can cancel an Order in the app free of charge: a card hold is released, and anything already charged or debited is refunded to the original payment method.',
      ),
      p(
        'After the window closes, and until a truck leaves for the Order, you can still cancel it for the Supplier’s late cancellation fee shown at checkout, a percentage of the Order’s total, because trucks, drivers and plant time have been committed: the fee is charged and the rest of what you paid is given back, with a credit note. A Supplier that charges no late cancellation fee does not take cancellations after the window closes. Once a truck has left, the Order can no longer be cancelled and is charged in full.',
      ),
      p(
        'A Supplier may postpone or cancel a concrete pour for weather that makes placing it unsafe or against standard practice, and will offer you a new time. If a Supplier cancels an Order for any reason other than your own breach, you are not charged for it, and anything you paid is refunded to the original payment method.',
      ),
    ],
  },
  {
    id: 'payments',
    heading: 'Payments',
    blocks: [
      p(
        'You can pay by card, by pre-authorised bank debit, or on credit terms if your Workspace has been approved for them. Payments are processed by our payment processor; we never store full card numbers.',
      ),
    ],
    subsections: [
      {
        id: 'payments-card',
        heading: 'Card payments',
        blocks: [
          p(
            'When you place an Order by card we place a pre-authorisation on the card for the Order total, plus an additional hold for changes on the day (such as extra quantity or waiting time) of the percentage shown at checkout. A pre-authorisation reserves the amount without charging it.',
          ),
          p(
            `The card is charged ${CARD_CHARGE_HOURS_BEFORE_DELIVERY} hours before the scheduled delivery. If you place an Order less than ${CARD_CHARGE_HOURS_BEFORE_DELIVERY} hours before delivery, the card is charged when the Supplier accepts it. Charges for changes on the day are taken from the additional hold after delivery, and whatever is not used is released. Your card issuer decides how quickly a released hold disappears from your statement.`,
          ),
        ],
      },
      {
        id: 'payments-bank-debit',
        heading: 'Pre-authorised bank debit',
        blocks: [
          p(
            'Workspaces in Canada and the United States can pay from a business bank account by pre-authorised debit. When you add an account you authorise us, and our payment processor on our behalf, to debit it for the Orders you or your team place and for the fees shown at checkout. We may verify the account with small deposits that you confirm in the app.',
          ),
          p(
            `You may cancel this authorisation at any time by giving us ${BANK_DEBIT_CANCEL_NOTICE_DAYS} days’ notice in the app or at `,
            mail(companyEmail),
            '. Cancelling the authorisation does not cancel amounts you already owe. In Canada, debits follow the Payments Canada rules for pre-authorised debits, and you have recourse rights if a debit is not authorised or not in line with this agreement; your bank can tell you more.',
          ),
        ],
      },
      {
        id: 'payments-credit-terms',
        heading: `Credit terms of up to ${creditDays} days`,
        blocks: [
          p(
            `Workspaces can apply for credit terms ("buy now, pay later"), which let you pay invoices up to ${creditDays} days after delivery. Credit is subject to approval by BuildMarket or by a financing partner named in your application, and is not guaranteed. To decide, we or that partner may ask for financial statements and trade references and obtain a commercial credit report, with your consent.`,
          ),
          p(
            'An approved Workspace has a credit limit and payment terms shown in the app. Invoices are due on the date printed on them. We may charge interest on overdue amounts at the rate stated in your credit approval, lower the limit, or suspend credit ordering while an invoice is overdue, and we will tell you before we do.',
          ),
        ],
      },
      {
        id: 'payments-failed-and-disputed',
        heading: 'Failed and disputed payments',
        blocks: [
          p(
            'If a payment fails we tell you in the app and by email, and you can retry it or choose another payment method. A Supplier may hold a delivery until an Order is paid. If you believe a charge is wrong, please contact us before disputing it with your bank: most questions about quantity or waiting time are settled quickly with the delivery ticket.',
          ),
        ],
      },
    ],
  },
];
