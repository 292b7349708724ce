import { routes } from '@/lib/routes';

import { link, mail, p, phone, strong, ul } from './blocks';
import { COMPANY_LEGAL_NAME, COMPANY_SEAT, LEGAL_LAST_UPDATED, companyEmail, companyPhone } from './company';
import { orderingSections } from './terms-orders';
import type { LegalDocumentContent } from './types';

/** The terms of use; its sections on ordering and paying are terms-orders.ts's. */

export const termsOfUse: LegalDocumentContent = {
  title: routes.terms.title,
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: [
    [
      'These terms of use (the ',
      strong('Terms'),
      `) are an agreement between you and ${COMPANY_LEGAL_NAME} (`,
      strong('BuildMarket'),
      ', ',
      strong('we'),
      ' or ',
      strong('us'),
      `), of ${COMPANY_SEAT}. They govern your use of the BuildMarket marketplace: this website, the contractor app, the ordering app, the supplier storefronts, buy-now and rent-now buttons and branded apps that run on our platform, and the services we provide through them (together, the `,
      strong('Marketplace'),
      ').',
    ],
    'The Marketplace connects contractors and other buyers with independent suppliers of ready-mix concrete, volumetric concrete, aggregates and other bulk material, disposal-bin rentals and building materials in Canada, the United States and Mexico. By creating an account, placing an order or otherwise using the Marketplace you accept these Terms. If you do not accept them, do not use the Marketplace.',
  ],
  sections: [
    {
      id: 'about-these-terms',
      heading: 'About these terms',
      blocks: [
        p(
          'These Terms apply to everyone who uses the Marketplace. Suppliers who sell or rent through it also accept the ',
          link(routes.supplierTerms.title, routes.supplierTerms.path),
          ', and members of our partner and referral program accept the ',
          link(routes.partnerTerms.title, routes.partnerTerms.path),
          '. Where those terms and these Terms disagree about selling or partner activity, those terms prevail. Our ',
          link(routes.privacy.title, routes.privacy.path),
          ' explains how we handle personal information.',
        ),
        p('In these Terms:'),
        ul(
          [
            strong('Buyer'),
            ' means a person or company that orders products or rentals through the Marketplace, usually a contractor.',
          ],
          [
            strong('Supplier'),
            ' means an independent business that sells or rents products through the Marketplace, such as a concrete producer, an aggregate yard, a bin-rental company or a building-materials dealer.',
          ],
          [
            strong('Order'),
            ' means a purchase or rental that a Buyer places with a Supplier through the Marketplace, including its delivery or pick-up.',
          ],
          [
            strong('Workspace'),
            ' means a company account on the Marketplace that several team members can use under one billing profile.',
          ],
          [strong('Job site'), ' means the address or location where an Order is delivered, placed or picked up.'],
        ),
      ],
    },
    {
      id: 'accounts',
      heading: 'Eligibility and accounts',
      blocks: [
        p(
          'You must have reached the age of majority where you live and be able to enter into a binding contract to use the Marketplace. The Marketplace is built for businesses and trades; if you use it on behalf of a company, you confirm that you are authorised to bind that company to these Terms, and "you" includes the company.',
        ),
        p('When you create an account you agree to:'),
        ul(
          'give your real name, a working email address and a mobile phone number we can verify, and keep them up to date;',
          'keep your password and sign-in codes to yourself, and use your own login rather than sharing one between people;',
          ['tell us at once at ', mail(companyEmail), ' if you believe someone else has used your account; and'],
          'accept responsibility for everything done through your account until you have told us it is compromised.',
        ),
        p(
          'We may ask for information to verify your identity or your business, for example when you apply for credit terms or when a payment looks unusual, and we may refuse or close an account that we cannot verify.',
        ),
      ],
    },
    {
      id: 'workspaces-and-team-members',
      heading: 'Company workspaces and team members',
      blocks: [
        p(
          'A Workspace lets a company order, pay and track deliveries from one place. The person who creates it is its owner and can appoint administrators. Owners and administrators can invite team members, such as foremen, project managers and site supervisors, and choose what each one may do: browse and quote, place orders up to a limit, place orders on the Workspace’s payment methods or credit account, or only receive delivery updates for their job sites.',
        ),
        p(
          'Orders placed by an invited team member within the permissions the Workspace gave them are orders of the company, and the company is responsible for paying for them. Administrators should remove a team member’s access as soon as that person leaves the company or the project; access ends when it is removed, but Orders already placed remain valid.',
        ),
        p(
          'Team members who accept an invitation use their own login. If you belong to several Workspaces, make sure the right one is selected before you order: the selected Workspace is billed.',
        ),
      ],
    },
    ...orderingSections,
    {
      id: 'ratings-reviews-and-chat',
      heading: 'Ratings, reviews and chat',
      blocks: [
        p(
          'After an Order is delivered you can rate the Supplier and write a review. Ratings help other contractors choose, so they must reflect your own experience of that Order. Do not rate a business you own or work for, or a competitor, and do not offer or accept anything in exchange for a rating.',
        ),
        p(
          'Chat lets you talk to Suppliers, dispatchers and drivers about your Orders. Keep it about the work and keep it civil: no harassment, threats, discriminatory language or spam. Never send card numbers or passwords in chat. Chat messages are kept with the Order and may be reviewed by our support team to resolve a dispute or investigate a report.',
        ),
        p(
          'We may remove a review or message that breaks these rules, and suspend an account that breaks them repeatedly. We do not edit reviews, and we do not remove a review because it is negative.',
        ),
      ],
    },
    {
      id: 'prohibited-use',
      heading: 'Prohibited use',
      blocks: [
        p('You must not:'),
        ul(
          'use the Marketplace to break any law, including consumer, tax, export-control and sanctions laws;',
          'place Orders you do not intend to pay for or receive, or use stolen or unauthorised payment methods;',
          'impersonate another person or company, or misstate your authority to act for a company;',
          'copy, scrape or harvest listings, prices, Supplier information or other users’ data, except through an API we provide and within its terms;',
          'probe, scan or test the security of the Marketplace, interfere with its operation, or send it malicious code or excessive traffic;',
          'use information from the Marketplace to contact users for purposes unrelated to their Orders; or',
          'resell access to the Marketplace, or help anyone else do any of the above.',
        ),
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      blocks: [
        p(
          'The Marketplace, its software, design and text, and the BuildMarket name and logo belong to BuildMarket or its licensors. Suppliers’ names, logos and product content belong to them. We grant you a limited, revocable, non-transferable right to use the Marketplace for its intended purpose under these Terms; no other right is granted.',
        ),
        p(
          'You keep ownership of what you post, such as reviews, photos and messages. You grant BuildMarket a worldwide, royalty-free licence to host, display and use that content to operate and improve the Marketplace and, for reviews, to show them with the Supplier’s listing. If you send us suggestions, we may use them without obligation to you.',
        ),
      ],
    },
    {
      id: 'third-party-services',
      heading: 'Third-party services',
      blocks: [
        p(
          'The Marketplace relies on services of other companies, including payment processors, banks, mapping services and the Apple and Google app stores. Their own terms apply to your use of them. We are not responsible for their services, but we choose them with care and will help you with a problem that affects an Order.',
        ),
      ],
    },
    {
      id: 'disclaimers',
      heading: 'Disclaimers',
      blocks: [
        p(
          'We work to keep the Marketplace available and accurate, but we provide it "as is" and "as available". To the extent the law allows, BuildMarket makes no warranty that it will be uninterrupted or error-free, and makes no warranty about the products, rentals or deliveries of Suppliers, which are the Suppliers’ responsibility under their contract with you.',
        ),
        p(
          'Delivery times, service areas and availability come from Suppliers and may change because of weather, traffic, plant breakdowns or site conditions. Nothing in these Terms limits rights you have under consumer-protection laws that cannot be waived by contract.',
        ),
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of liability',
      blocks: [
        p(
          'To the extent the law allows, BuildMarket is not liable for indirect, incidental, special or consequential losses, or for lost profits, lost revenue, delay to a project or the cost of idle crews or equipment, arising from your use of the Marketplace, even if we were told such losses were possible.',
        ),
        p(
          'To the extent the law allows, BuildMarket’s total liability for all claims relating to the Marketplace in any 12-month period is limited to the greater of the fees you paid to BuildMarket (not to Suppliers) in that period and 100 Canadian dollars.',
        ),
        p(
          'These limits do not apply to liability for fraud, for death or personal injury caused by our negligence, or to any other liability that cannot be limited by law.',
        ),
      ],
    },
    {
      id: 'indemnity',
      heading: 'Indemnity',
      blocks: [
        p(
          'You will indemnify BuildMarket, its officers, employees and agents against claims, losses and reasonable legal costs brought by third parties that arise from your breach of these Terms, your misuse of the Marketplace, the condition of your Job site, or content you post. We will tell you promptly about any such claim and let you take part in its defence.',
        ),
      ],
    },
    {
      id: 'suspension-and-termination',
      heading: 'Suspension and termination',
      blocks: [
        p(
          'You may close your account at any time in the app or by writing to us, once your Orders are completed and paid. We may suspend or close an account that breaks these Terms, that we reasonably believe is used for fraud, or that has been inactive for more than two years; unless the law or a risk of harm prevents it, we tell you why and give you a chance to respond first.',
        ),
        p(
          'Closing an account does not cancel Orders already accepted or amounts already owed. The sections on payments, intellectual property, disclaimers, limitation of liability, indemnity and governing law continue to apply after an account is closed.',
        ),
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law and disputes',
      blocks: [
        p(
          'These Terms are governed by the laws of the Province of Ontario and the federal laws of Canada that apply there, without regard to conflict-of-laws rules. The courts of Ontario sitting in Toronto have jurisdiction over any dispute about these Terms or the Marketplace, and you and BuildMarket accept that jurisdiction.',
        ),
        p(
          'Before starting proceedings, please write to us and give us 30 days to try to resolve the matter. This section does not take away any right you have under the mandatory laws of the place where you live to bring a claim there.',
        ),
      ],
    },
    {
      id: 'changes-to-these-terms',
      heading: 'Changes to these terms',
      blocks: [
        p(
          'We may update these Terms as the Marketplace and the law change. We tell you about a material change by email or in the app at least 30 days before it takes effect, and we show the date of the latest version at the top of this page. Orders placed before a change stay under the version that applied when they were placed. If you do not accept a change, you may close your account before it takes effect; continuing to use the Marketplace afterwards means you accept it.',
        ),
      ],
    },
    {
      id: 'general',
      heading: 'General',
      blocks: [
        ul(
          'These Terms, with the documents they refer to, are the whole agreement between you and BuildMarket about the Marketplace.',
          'If a court finds part of these Terms unenforceable, the rest stays in force.',
          'If we do not enforce a right at once, we have not waived it.',
          'You may not transfer your rights under these Terms without our consent; we may transfer ours to a company that takes over the Marketplace, and will tell you if we do.',
          'The parties have requested that these Terms and all related documents be drawn up in English. Les parties ont exigé que ces conditions et tous les documents qui s’y rattachent soient rédigés en anglais.',
        ),
      ],
    },
    {
      id: 'contact-us',
      heading: 'Contact us',
      blocks: [
        p(
          'Questions about these Terms, or about an Order, can be sent to ',
          mail(companyEmail),
          ' or by phone to ',
          phone(companyPhone),
          `. By mail: ${COMPANY_LEGAL_NAME}, Attention: Legal, ${COMPANY_SEAT}.`,
        ),
      ],
    },
  ],
};
