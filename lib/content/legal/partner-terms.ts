import { MARKETING_CLAIMS, PARTNER_MSRP_DISCOUNT_PERCENT, REFERRAL_BONUS_CENTS } from '@/lib/constants';
import { routes } from '@/lib/routes';

import { dollars, link, mail, p, strong, ul } from './blocks';
import { COMPANY_LEGAL_NAME, COMPANY_SEAT, LEGAL_LAST_UPDATED, companyEmail } from './company';
import type { LegalDocumentContent } from './types';

const referralBonus = dollars(REFERRAL_BONUS_CENTS);
const msrpDiscount = `${PARTNER_MSRP_DISCOUNT_PERCENT}%`;
const creditDays = MARKETING_CLAIMS.creditTermDays;

export const partnerTerms: LegalDocumentContent = {
  title: routes.partnerTerms.title,
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: [
    [
      `These partner terms are an agreement between ${COMPANY_LEGAL_NAME} ("BuildMarket", "we" or "us"), of ${COMPANY_SEAT}, and the business or person accepted into the BuildMarket partner program (the `,
      strong('Partner'),
      ' or ',
      strong('you'),
      '). The program rewards partners who bring contractors and suppliers to the marketplace, and lets building-materials sellers reach marketplace buyers with a standing discount.',
    ],
    [
      'The ',
      link(routes.terms.title, routes.terms.path),
      ' also apply to you. If you sell products on the marketplace as a partner, the ',
      link(routes.supplierTerms.title, routes.supplierTerms.path),
      ' apply to those sales as well.',
    ],
  ],
  sections: [
    {
      id: 'the-program',
      heading: 'The partner program',
      blocks: [
        p('The program has two parts, and a Partner may take part in one or both:'),
        ul(
          [
            strong('Referrals:'),
            ' you share your partner code and buttons, and earn commission when the contractors and suppliers you refer order or sell on the marketplace.',
          ],
          [
            strong('Selling partners:'),
            ` you list your products on the marketplace and offer its buyers ${msrpDiscount} off the manufacturer’s suggested retail price (MSRP).`,
          ],
        ),
      ],
    },
    {
      id: 'joining',
      heading: 'Joining the program',
      blocks: [
        p(
          'You apply with the partner form: company name, email, phone, website, address, the type of products you sell and the approximate number of unique products. By ticking the acceptance box you accept these terms and, as a selling partner, the MSRP discount described below.',
        ),
        p(
          'We review every application and may accept or decline it at our discretion. Once accepted, you receive a partner code and access to the partner dashboard, where you can invite partner managers to help run your account and partner drivers to receive dispatched orders. You are responsible for what the people you invite do in your account.',
        ),
      ],
    },
    {
      id: 'referrals',
      heading: 'Referrals',
      blocks: [
        p('A referral qualifies when all of these are true:'),
        ul(
          'the new user signs up with your partner code, by following your link or button or by entering the code on the sign-up form;',
          'the user, and the company they order for, did not already have a BuildMarket account or an open sales conversation with us;',
          'the user is a real contractor or supplier acting for themselves, not you, your staff or someone paid by you to sign up; and',
          'the sign-up follows these terms, including the rules on disclosure and promotion.',
        ),
        p(
          'When two codes are used, the first valid code entered at sign-up wins. We attribute referrals by the code carried in your link or entered on the form, not by advertising cookies, so a referral cannot be credited after sign-up without a code. We decide whether a referral qualifies, and you can see each decision in your partner dashboard.',
        ),
      ],
    },
    {
      id: 'referral-bonus',
      heading: `The ${referralBonus} referral bonus`,
      blocks: [
        p(
          `A new user who signs up with a valid partner code receives a referral bonus of ${referralBonus} as marketplace credit. The bonus is in the currency of the user’s workspace: Canadian dollars in Canada, US dollars in the United States, and the equivalent in Mexican pesos, at the exchange rate we publish on the day it is credited, in Mexico.`,
        ),
        ul(
          'The bonus is applied to the workspace’s first order that is delivered and paid.',
          'There is one bonus per company workspace, however many team members sign up with a code.',
          'The bonus has no cash value, cannot be transferred, and expires 12 months after sign-up if it has not been used.',
          'We may withdraw a bonus obtained through a referral that does not qualify.',
        ),
        p(
          'You may tell people about the bonus, but you may not add your own cash or gift incentive to sign up without our written approval.',
        ),
      ],
    },
    {
      id: 'commission',
      heading: 'Commission',
      blocks: [
        p(
          'You earn commission on the orders of the contractors you referred, and on the sales of the suppliers you referred, at the rate and for the period shown in your partner dashboard when the order is placed. Commission is calculated on the order subtotal, excluding taxes, delivery and other fees, the processing fee and the referral bonus.',
        ),
        p(
          `Commission is earned when an order is delivered and paid. It is not earned on orders that are cancelled, refunded or charged back, and commission on an order that is refunded or charged back after it was paid is deducted from your next payment. For orders on credit terms of up to ${creditDays} days, commission is earned when the buyer’s invoice is paid.`,
        ),
        p(
          'We may change the commission rate for future orders by giving you 30 days’ notice in the partner dashboard and by email; the rate shown when an order was placed still applies to it.',
        ),
      ],
    },
    {
      id: 'msrp-discount',
      heading: `Offering ${msrpDiscount} on MSRP`,
      blocks: [
        p(
          `As a selling partner, you offer marketplace buyers ${msrpDiscount} off the MSRP of every product you list, and the marketplace shows your products with a "Save ${msrpDiscount}" label. For that promise to be true:`,
        ),
        ul(
          'the MSRP must be the price the manufacturer actually publishes or recommends for the product in the buyer’s country, not a price you set or inflated;',
          'for a product without a manufacturer’s price, use the regular price at which you actually sold it to the public in the previous 90 days, and say so in the listing;',
          'the discount is applied before taxes and delivery fees, and your delivery fees may not be raised to offset it; and',
          'a product that you cannot sell at the discount, such as clearance stock already priced lower, must be listed without the label.',
        ),
        p(
          'We may remove the label, or the listing, from a product whose discount we cannot verify, and you must give us evidence of an MSRP on request.',
        ),
      ],
    },
    {
      id: 'button-generator',
      heading: 'Using the button generator',
      blocks: [
        p(
          'The button generator in your partner dashboard creates referral links and order buttons that carry your partner code. You may place them on your website, in your newsletters and on your social profiles. When you use them:',
        ),
        ul(
          'use the generated code without changes, except through the options the generator offers;',
          'do not make a button look like part of BuildMarket’s own website or a supplier’s, or suggest that BuildMarket endorses your business beyond the partnership;',
          'do not place buttons on pages with unlawful, hateful, adult or misleading content, or in software that inserts them into other people’s pages; and',
          'keep prices, delivery areas and offers shown next to a button accurate and current.',
        ),
        p(
          'We may change the generated code for security or compatibility; buttons you altered may stop carrying your code.',
        ),
      ],
    },
    {
      id: 'disclosure',
      heading: 'Disclosure',
      blocks: [
        p(
          'Wherever you recommend BuildMarket, you must say clearly that you are a BuildMarket partner and may earn a commission, in words a reader will notice and understand, close to the recommendation and before the link or button. "I earn a commission if you sign up through my link" is enough; a hashtag alone, or a notice only at the foot of a page, is not. In a video, say it aloud and show it on screen.',
        ),
        p(
          'These rules follow the laws that apply to endorsements and advertising, including the US Federal Trade Commission’s Guides Concerning the Use of Endorsements and Testimonials in Advertising, the deceptive-marketing provisions of Canada’s Competition Act, and Mexico’s Federal Consumer Protection Law. Where a law asks more of you, follow it.',
        ),
      ],
    },
    {
      id: 'prohibited-promotion',
      heading: 'Prohibited promotion',
      blocks: [
        p('You must not:'),
        ul(
          'send commercial emails, texts or messages without the consent the law requires (CASL in Canada, the CAN-SPAM Act and the TCPA in the United States), or without an unsubscribe option;',
          'bid on "BuildMarket" or any misspelling of it, or on a supplier’s name, in search or social advertising, or use them in a domain name or account name;',
          `promise what the marketplace does not guarantee, such as credit approval, ${creditDays}-day terms for every buyer, a delivery time, or a price a supplier has not set;`,
          'post your partner code on coupon, cashback or deal-aggregation sites without our written approval;',
          'refer yourself, your own company or your staff, or create accounts to earn commission or bonuses;',
          'stuff cookies, force clicks, or use any other technique that credits a sign-up you did not genuinely cause;',
          'present yourself as BuildMarket, as one of its employees, or as a supplier you do not represent; or',
          'target your promotion at children, or promote the marketplace alongside unlawful products or services.',
        ),
        p(
          'Commission and bonuses from a referral obtained in breach of this section are not earned, and a serious or repeated breach is grounds to end your participation at once.',
        ),
      ],
    },
    {
      id: 'payment-of-commission',
      heading: 'Payment of commission',
      blocks: [
        p(
          'Your partner dashboard shows commission as pending until it is earned, and as payable after that. At the start of each month we issue a statement of the commission that became payable in the previous month, and we pay it by the end of that month by bank transfer to the account in your partner dashboard, in the currency of your partner account.',
        ),
        p(
          'Before your first payment, give us the tax information we need: a W-9 or W-8 form in the United States, your GST/HST registration number if you are registered in Canada, or your RFC and tax invoice (CFDI) in Mexico. Commission is stated before the sales taxes that apply to it, and you are responsible for your own income taxes.',
        ),
        p(
          'If you believe a statement is wrong, tell us within 60 days of receiving it; after that, the statement is final except for errors we find ourselves or fraud.',
        ),
      ],
    },
    {
      id: 'brand-use',
      heading: 'Use of our brand',
      blocks: [
        p(
          'While you are a Partner you may use the BuildMarket name and logo to promote the marketplace, following our brand guidelines and using only the assets in your partner dashboard. You may not change the logo, combine it with your own marks, or use it in a way that suggests we sponsor your products. This licence ends when your participation ends.',
        ),
      ],
    },
    {
      id: 'data-and-confidentiality',
      heading: 'Data and confidentiality',
      blocks: [
        p(
          'We tell you which sign-ups used your code and whether each qualified and earned commission; we do not give you the orders, contact details or other personal information of the people you referred, as our ',
          link(routes.privacy.title, routes.privacy.path),
          ' explains. If you collect contact details yourself to promote the marketplace, you are responsible for doing so lawfully.',
        ),
        p(
          'Keep confidential anything we share with you that is not public, such as commission rates agreed only with you, product plans and partner-dashboard statistics.',
        ),
      ],
    },
    {
      id: 'partner-termination',
      heading: 'Termination',
      blocks: [
        p(
          'You may leave the program at any time from your partner dashboard or by writing to us. We may end your participation with 30 days’ notice, or at once for fraud or for a serious or repeated breach of these terms.',
        ),
        p(
          'When your participation ends, your code and buttons stop working and you must remove our brand from your materials. Commission earned on qualifying referrals made before the end date is still paid when it becomes payable, unless your participation ended for fraud or breach, in which case unpaid commission related to the breach is forfeited. Bonuses already credited to referred users stay with them.',
        ),
      ],
    },
    {
      id: 'relationship-and-general-terms',
      heading: 'Relationship and general terms',
      blocks: [
        p(
          'You and BuildMarket are independent contractors. These terms do not make you our employee, agent or legal partner, and you may not make commitments on our behalf.',
        ),
        p(
          'The disclaimers, limitation of liability, governing law (Ontario, with the courts of Ontario sitting in Toronto) and general terms of the Terms of use apply to the program. You will indemnify BuildMarket against claims arising from your promotion of the marketplace in breach of these terms or of the law. We may change these terms by giving you 30 days’ notice in the partner dashboard and by email; if you do not accept a change, you may leave the program before it takes effect.',
        ),
      ],
    },
    {
      id: 'partner-contact',
      heading: 'Contact',
      blocks: [
        p(
          'Questions about the program, your statements or these terms can be sent to ',
          mail(companyEmail),
          `. Legal notices go to ${COMPANY_LEGAL_NAME}, Attention: Partner Program, ${COMPANY_SEAT}.`,
        ),
      ],
    },
  ],
};
