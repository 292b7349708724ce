import { CARD_CHARGE_HOURS_BEFORE_DELIVERY, MARKETING_CLAIMS } from '@/lib/constants';
import { routes } from '@/lib/routes';

import { link, mail, p, strong, ul } from './blocks';
import { COMPANY_LEGAL_NAME, COMPANY_SEAT, LEGAL_LAST_UPDATED, PRIVACY_OFFICER_EMAIL, companyEmail } from './company';
import type { LegalDocumentContent } from './types';

const creditDays = MARKETING_CLAIMS.creditTermDays;
const aggregateWindowHours = MARKETING_CLAIMS.aggregateDeliveryWindowHours;

export const supplierTerms: LegalDocumentContent = {
  title: routes.supplierTerms.title,
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: [
    [
      `These supplier terms are an agreement between ${COMPANY_LEGAL_NAME} ("BuildMarket", "we" or "us"), of ${COMPANY_SEAT}, and the business that sells or rents products through the BuildMarket marketplace (the `,
      strong('Supplier'),
      ' or ',
      strong('you'),
      '): concrete producers, volumetric-concrete operators, aggregate yards and quarries, bin-rental companies and building-materials dealers.',
    ],
    [
      'They add to the ',
      link(routes.terms.title, routes.terms.path),
      ', which also apply to you and your staff. Your order form (the document you signed or accepted when you joined, with your plan, fees and start date) completes them; where the order form and these terms disagree, the order form prevails. You accept these terms when you accept your order form or publish your storefront.',
    ],
  ],
  sections: [
    {
      id: 'definitions',
      heading: 'Definitions',
      blocks: [
        ul(
          [
            strong('Storefront'),
            ': your online store on the BuildMarket platform, on your own domain or a BuildMarket address, in your brand.',
          ],
          [
            strong('Branded apps'),
            ': your Storefront as an app in your brand, which Buyers install from the Storefront onto their phones and computers; we run it on the platform for you.',
          ],
          [
            strong('Buttons'),
            ': the buy-now and rent-now buttons you place on your own website and other pages to start an order.',
          ],
          [strong('Dashboard'), ': the management dashboard where you run orders, dispatch, payouts and settings.'],
          [
            strong('Buyer'),
            ': a contractor or other customer who orders from you through the Storefront, Branded apps, Buttons or the marketplace.',
          ],
          [
            strong('Order'),
            ': a purchase or rental a Buyer places with you through any of these, including delivery or pick-up.',
          ],
        ),
      ],
    },
    {
      id: 'onboarding-and-verification',
      heading: 'Onboarding and verification',
      blocks: [
        p(
          'Before you can take Orders we verify your business, and our payment processor verifies your identity and bank account to open your payout account. You confirm that the information you give is true and you will keep it current.',
        ),
        p('Throughout the agreement you must hold, and show us on request:'),
        ul(
          'the business registrations, permits and licences your activity needs, such as waste-hauling and transfer licences for bin rentals, and certification of the scales you weigh bulk material on;',
          'commercial general liability insurance of at least 2,000,000 Canadian dollars per occurrence, or the equivalent in your currency;',
          'automobile liability insurance on every vehicle that delivers Orders, at least at the level the law requires; and',
          'workers’ compensation coverage for your staff where the law requires it.',
        ),
      ],
    },
    {
      id: 'storefront-and-branded-apps',
      heading: 'Your storefront and branded apps',
      blocks: [
        p(
          'We host your Storefront and keep it running, secure and up to date. You provide your brand assets (name, logo, colours, photos and descriptions) and confirm that you have the right to use them. We may decline content that is unlawful, misleading or would break these terms.',
        ),
        p(
          'Your Branded app is your Storefront installed as an app: a Buyer installs it from your Storefront, in the browser, onto a phone’s home screen or a computer, under your name, with your colour and icons drawn from your logo. It is not listed on the Apple App Store or Google Play. It changes when your Storefront does: a new name, colour or logo reaches it without a new release, and it shows a page of its own when the Buyer has no connection.',
        ),
        p(
          'The Storefront and Branded apps run on the BuildMarket platform. Checkout, payments, order tracking and chat are provided by BuildMarket, and a "Powered by BuildMarket" mention may appear in them. Buyers who sign in through your Storefront use the same BuildMarket account they use everywhere on the marketplace.',
        ),
      ],
    },
    {
      id: 'buy-now-and-rent-now-buttons',
      heading: 'Buy-now and rent-now buttons',
      blocks: [
        p(
          'You may place Buttons on your own website, in emails to your customers and on your social profiles, using the code generated in your Dashboard. Do not alter that code except through the options the Dashboard offers, and do not place a Button where it suggests a product, price or delivery area you do not offer.',
        ),
        p(
          'A Button opens a checkout hosted by BuildMarket. Orders started from a Button are Orders under these terms, with the same fees, payment handling and obligations as any other. We may update the Button code for security or compatibility; a Button that stops working because it was altered is your responsibility to replace.',
        ),
      ],
    },
    {
      id: 'listings',
      heading: 'Listing accuracy',
      blocks: [
        p(
          'Your listings must describe what you actually deliver, and you are responsible for them. For each product, state accurately:',
        ),
        ul(
          'for concrete: the mix, specified strength, slump, maximum aggregate size, admixtures and exposure class, and whether it is batched at a plant or mixed on site by a volumetric truck;',
          'for aggregates and bulk material: the material, its gradation or size, its source where it matters (virgin or recycled), and whether it is sold by tonne, short ton, cubic metre or cubic yard;',
          'for bins: the size, the rental period included, the weight allowance, the overage and extension rates, and the materials that are accepted and refused;',
          'for building materials: the brand, model, dimensions and grade; and',
          'for every product: the minimum order, the quantity increment, the fees that may apply and your cancellation window.',
        ),
        p(
          'Products must meet the standards that apply where you deliver them, such as CSA A23.1 for ready-mix concrete in Canada, ASTM C94 in the United States and NMX-C-155-ONNCCE in Mexico. Photos must show the actual product or a faithful example of it. Make safety data sheets available for products that need them.',
        ),
      ],
    },
    {
      id: 'pricing-and-availability',
      heading: 'Pricing and availability',
      blocks: [
        p(
          'You set your prices, in the currency of the country where you deliver, and the fees a Buyer may be charged (delivery, short-load, waiting time, fuel, environmental, after-hours, overage and extension). Each fee must be shown with how it is calculated before the Buyer confirms; you may not charge a fee that checkout did not show.',
        ),
        p(
          'The price confirmed at checkout binds you. You may decline or cancel an Order before delivery only if the price was plainly wrong because of an error, and you must then tell the Buyer at once.',
        ),
        p(
          'Keep your availability current in the Dashboard: plant and yard hours, service areas, delivery windows, lead times, truck and bin capacity, and closures for holidays and weather. The marketplace offers Buyers only what your settings say you can deliver.',
        ),
        p(
          'Where the law of a jurisdiction makes BuildMarket responsible for collecting and remitting sales tax on your sales as a marketplace facilitator, we collect and remit it and show you which Orders are affected. Otherwise you are responsible for the taxes on your sales, for registering where the law requires, and for the tax settings in your Dashboard.',
        ),
      ],
    },
    {
      id: 'dispatch-and-delivery',
      heading: 'Dispatch and delivery obligations',
      blocks: [
        p(
          'When an Order arrives you must accept or decline it within the response time set in your Dashboard. Once you accept it you must:',
        ),
        ul(
          'deliver the product ordered, in the quantity ordered, at the date and time confirmed, and for ready-mix with the number of trucks and the time between trucks the Buyer chose;',
          `keep aggregate deliveries inside the confirmed window, which may not be longer than ${aggregateWindowHours} hours;`,
          'update the Order’s status in the Dashboard or driver app as it happens: dispatched, on its way, arrived, discharged or dropped, picked up;',
          'upload the signed delivery ticket, and the weigh ticket for material sold by weight, on the day of delivery;',
          'tell the Buyer through the marketplace as soon as you know a delivery will be late, and offer a new time;',
          'use drivers who are licensed, trained and fit for the vehicle and the load, who follow the site’s safety rules and the law on hours of service; and',
          'dispose of waste from bins only at facilities licensed to accept it, and keep the disposal records the law requires.',
        ),
        p(
          'If a Job site is unsafe or inaccessible, your driver may refuse to unload. Record the reason, with photos where possible, in the driver app; the fees for waiting time or a return trip then apply as shown at checkout.',
        ),
      ],
    },
    {
      id: 'cancellations-and-refunds',
      heading: 'Cancellations, refunds and claims',
      blocks: [
        p(
          'You choose a cancellation window for each product, within the limits the Dashboard allows, and the fee for cancelling after it closes. Both are shown to the Buyer before they order. A cancellation fee must be a fair estimate of the costs a late cancellation causes you.',
        ),
        p(
          'If you cancel an accepted Order, or fail to deliver it, the Buyer is refunded in full and you may not charge any fee. Repeated cancellations lower your ranking on the marketplace and may lead to suspension.',
        ),
        p(
          'You handle claims about the quality or quantity of what you delivered, in good faith and promptly. Where you agree a claim is justified, you issue the refund or credit through the Dashboard so that the Buyer’s payment and your payout are adjusted together.',
        ),
      ],
    },
    {
      id: 'payouts-and-fees',
      heading: 'Payouts and fees',
      blocks: [
        p(
          'BuildMarket collects payment from Buyers as your limited payment-collection agent: a Buyer who pays BuildMarket has paid you. We pay out the amounts collected for your Orders, less our fees, to the bank account verified in your payout account.',
        ),
        ul(
          [
            strong('Fees:'),
            ' the subscription for your Storefront and Branded apps, and the marketplace fee on each Order, are those in your order form. The processing fee shown at checkout is paid by the Buyer and is not deducted from your payout.',
          ],
          [
            strong('Card Orders:'),
            ` the Buyer’s card is charged ${CARD_CHARGE_HOURS_BEFORE_DELIVERY} hours before delivery; the amount becomes payable to you once the delivery is confirmed, and day-of-delivery charges once they are captured after delivery.`,
          ],
          [
            strong('Bank-debit Orders:'),
            ' payable once the debit has settled, which usually takes a few business days after the debit is made.',
          ],
          [
            strong('Credit-terms Orders:'),
            ` when a Buyer is approved for terms of up to ${creditDays} days, you do not wait for them: we pay you on the schedule in your order form, and BuildMarket or its financing partner carries the Buyer’s credit risk on approved credit Orders, unless your order form says otherwise.`,
          ],
          [
            strong('Schedule and statements:'),
            ' payouts are made on the rolling schedule in your Dashboard, with a statement listing every Order, fee, refund and adjustment.',
          ],
        ),
        p(
          'We may hold back a reasonable reserve from payouts when the risk of refunds or chargebacks is unusually high, for example after a sharp rise in claims, and will tell you why and for how long. Our fees are subject to the sales taxes that apply to them. If your payouts do not cover amounts you owe us, we may invoice you for the difference.',
        ),
      ],
    },
    {
      id: 'chargebacks',
      heading: 'Chargebacks',
      blocks: [
        p(
          'When a Buyer disputes a payment with their bank, we tell you through the Dashboard and ask for evidence: the signed delivery ticket, the weigh ticket, the times and locations recorded by the driver app, photos and the chat about the Order. Send it within five business days so we can answer the dispute on your behalf.',
        ),
        p(
          'If the dispute is lost because the Order was not delivered, not as ordered or not as described, the disputed amount and the processor’s dispute fee are deducted from your payouts. If it is lost although your evidence showed the Order was delivered as ordered, BuildMarket bears the loss.',
        ),
      ],
    },
    {
      id: 'api-use',
      heading: 'API use',
      blocks: [
        p(
          'The open API lets you connect the marketplace to your dispatch, batching, scale-house, accounting and ERP systems for orders, payouts, dispatch, logistics and real-time delivery. When you use it:',
        ),
        ul(
          'keep API keys secret, give each system its own key, and revoke a key at once if it may have been exposed;',
          'stay within the published rate limits and use webhooks rather than polling where they exist;',
          'use the API only for your own Orders and business; do not use it to collect other suppliers’ prices or listings or Buyers’ data beyond your Orders; and',
          'verify the signature of every webhook before acting on it.',
        ),
        p(
          'We announce breaking changes to the API at least 90 days ahead, except where a change is needed at once to fix a security problem. We may suspend a key that endangers the platform or other users.',
        ),
      ],
    },
    {
      id: 'data-handling',
      heading: 'Data handling',
      blocks: [
        p(
          'You receive Buyers’ personal information, such as names, phone numbers, site contacts and job-site addresses, to fulfil their Orders. For that information you are an independent organisation responsible for complying with the privacy laws that apply to you, including PIPEDA and provincial laws in Canada, state laws in the United States and the LFPDPPP in Mexico. In particular you must:',
        ),
        ul(
          'use it only to fulfil, invoice and support the Order, and to meet your legal obligations;',
          'not use it for marketing unless the Buyer agreed to hear from you or is already your customer under the anti-spam law that applies;',
          'protect it with safeguards suited to its sensitivity, and give your staff and drivers access only to what they need; and',
          ['tell us within 72 hours of discovering a breach that affects it, at ', mail(PRIVACY_OFFICER_EMAIL), '.'],
        ),
        p(
          'Aggregated data about marketplace activity belongs to BuildMarket and is handled under our ',
          link(routes.privacy.title, routes.privacy.path),
          '. Your own business data (prices, products, Orders and payouts) remains yours, and you can export it from the Dashboard at any time.',
        ),
      ],
    },
    {
      id: 'brand-licence',
      heading: 'Brand licence',
      blocks: [
        p(
          'You grant BuildMarket a non-exclusive, royalty-free licence, for the length of the agreement, to use your names, logos and product content to build and run your Storefront, Branded apps and Buttons, to list you on the marketplace, and to mention you as a supplier in our marketing. We ask your approval before publishing a case study or a quote from you.',
        ),
        p(
          'We grant you a non-exclusive, revocable licence to use the BuildMarket name and the "Powered by BuildMarket" mark to tell customers they can order from you through the platform, following our brand guidelines. Neither of us may register or use the other’s marks in a domain name or search advertising without written consent.',
        ),
      ],
    },
    {
      id: 'compliance',
      heading: 'Compliance and conduct',
      blocks: [
        p(
          'You will follow the laws that apply to your products and deliveries, including those on product safety, transport, weights and measures, waste and the environment, and you will not offer or accept bribes or deal with anyone subject to sanctions. Treat Buyers and their crews with respect in chat and on site; the rules on ratings and chat in the Terms of use apply to you as well, and you must not rate yourself or pay for ratings.',
        ),
      ],
    },
    {
      id: 'term-and-termination',
      heading: 'Term and termination',
      blocks: [
        p(
          'The agreement runs for the term in your order form and renews on the terms it states. Either of us may end it at the end of a term with 30 days’ written notice, or at once if the other seriously breaches it and does not remedy the breach within 15 days of notice. We may suspend your Storefront at once if it is used for fraud or endangers Buyers.',
        ),
        p('When the agreement ends:'),
        ul(
          'your Storefront, and the Branded app installed from it, stop taking Orders, and your Buttons stop opening checkout;',
          'you fulfil the Orders you accepted before the end date, unless the Buyer agrees to cancel them;',
          `we pay out what you are owed after a reserve period of up to ${creditDays} days for refunds and chargebacks; and`,
          'you can export your data from the Dashboard for 30 days, after which we delete it except what we must keep by law.',
        ),
      ],
    },
    {
      id: 'liability-and-indemnity',
      heading: 'Liability and indemnity',
      blocks: [
        p(
          'You are responsible for the products you sell or rent, their delivery, and your staff and vehicles. You will indemnify BuildMarket against claims, losses and reasonable legal costs arising from defects in your products, damage or injury caused during delivery, bin placement or pick-up, inaccurate listings, and your breach of these terms or of the law.',
        ),
        p(
          'The disclaimers and the limitation of liability in the Terms of use apply to BuildMarket’s liability to you, except that our total liability in any 12-month period is limited to the fees you paid us in that period, and that the limit does not apply to payouts we owe you.',
        ),
      ],
    },
    {
      id: 'governing-law-and-changes',
      heading: 'Governing law and changes',
      blocks: [
        p(
          'These terms are governed by the laws of the Province of Ontario and the federal laws of Canada that apply there, and the courts of Ontario sitting in Toronto have jurisdiction over any dispute about them.',
        ),
        p(
          'We may change these terms by giving you 30 days’ notice in the Dashboard and by email; a change to your fees takes effect only at your next renewal, unless you agree otherwise. If you do not accept a change, you may end the agreement before it takes effect without a termination fee.',
        ),
      ],
    },
    {
      id: 'supplier-contact',
      heading: 'Contact',
      blocks: [
        p(
          'Write to your account manager, or to ',
          mail(companyEmail),
          `. Legal notices go to ${COMPANY_LEGAL_NAME}, Attention: Legal, ${COMPANY_SEAT}, with a copy by email.`,
        ),
      ],
    },
  ],
};
