import { routes } from '@/lib/routes';

import { link, mail, p, strong, ul } from './blocks';
import { COMPANY_LEGAL_NAME, COMPANY_SEAT, LEGAL_LAST_UPDATED, PRIVACY_OFFICER_EMAIL } from './company';
import type { LegalDocumentContent } from './types';

export const privacyPolicy: LegalDocumentContent = {
  title: routes.privacy.title,
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: [
    `This privacy policy explains how ${COMPANY_LEGAL_NAME} ("BuildMarket", "we" or "us") collects, uses, shares and protects personal information when you use the BuildMarket marketplace: this website, the contractor app, the ordering app, and the supplier storefronts, buttons and branded apps that run on our platform.`,
    [
      'We collect what we need to take, deliver and pay for orders of concrete, aggregates, bin rentals and building materials, and little else. We do not sell personal information, and we do not use advertising trackers. This policy forms part of our ',
      link(routes.terms.title, routes.terms.path),
      '; for people in Mexico it is also our full privacy notice (aviso de privacidad integral).',
    ],
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are and what this policy covers',
      blocks: [
        p(
          `${COMPANY_LEGAL_NAME}, of ${COMPANY_SEAT}, is responsible for the personal information described in this policy. We have appointed a privacy officer who is accountable for our compliance with it; you can reach them at `,
          mail(PRIVACY_OFFICER_EMAIL),
          '.',
        ),
        p(
          'Suppliers on the marketplace are independent businesses. When a supplier receives your information to fulfil your order, it is responsible for how it handles that information under its own privacy notice and the law; this policy describes what we share with them and why.',
        ),
        p(
          'This policy covers information about people: contractors and their team members, supplier and partner staff, drivers, job applicants and visitors. Information about companies as such (a company’s trade name or its order volumes) is not personal information, but we protect it with the same care.',
        ),
      ],
    },
    {
      id: 'information-we-collect',
      heading: 'Information we collect',
      blocks: [],
      subsections: [
        {
          id: 'information-you-give-us',
          heading: 'Information you give us',
          blocks: [
            ul(
              [
                strong('Account details:'),
                ' your name, email address, mobile phone number, password (stored only as a one-way hash), company, job title and role in your workspace.',
              ],
              [
                strong('Order details:'),
                ' products and quantities, job-site addresses and map pins, delivery dates and times, site contacts, and the instructions you leave for the supplier or the driver.',
              ],
              [
                strong('Payment details:'),
                ' billing address and the last four digits, brand and expiry date of a card; for bank debit, the account holder’s name and the account, transit and institution numbers. Full card numbers go directly to our payment processor and never reach our servers.',
              ],
              [
                strong('Credit applications:'),
                ' business and financial information, trade references and, with your consent, a commercial credit report.',
              ],
              [
                strong('Messages and ratings:'),
                ' chat messages with suppliers, dispatchers and drivers, ratings and reviews, and what you send our support team.',
              ],
              [
                strong('Forms on this website:'),
                ' your name, email address and message when you contact us; your company details when you ask to start selling or apply to the partner program; and your résumé and cover letter when you apply for a job.',
              ],
            ),
          ],
        },
        {
          id: 'information-collected-automatically',
          heading: 'Information collected automatically',
          blocks: [
            ul(
              [
                strong('Technical data:'),
                ' IP address, browser and device type, operating system, app version, and the pages and screens requested, kept in server logs to run and secure the service.',
              ],
              [strong('Essential cookies:'), ' the small set described under ', link('Cookies', '#cookies'), '.'],
              [
                strong('Location:'),
                ' the apps ask for your device’s location only when you use a feature that needs it, such as finding suppliers near you or placing a pin on a job site; we do not track your location in the background. Drivers who deliver through the driver app share their location while a delivery is under way, so the buyer can follow it.',
              ],
            ),
          ],
        },
        {
          id: 'information-from-others',
          heading: 'Information from others',
          blocks: [
            ul(
              'Suppliers and their drivers send us delivery status, delivery and weigh tickets, photos of the drop-off and notes about the order.',
              'Our payment processor tells us whether a payment succeeded, failed or was disputed, and verifies bank accounts.',
              'Credit bureaus and our financing partners send us the results of credit checks you have agreed to.',
              'A workspace administrator who invites you gives us your name, email address or phone number and your role.',
              'A partner who refers you gives us their partner code, so we can credit the referral.',
            ),
          ],
        },
      ],
    },
    {
      id: 'how-we-use-information',
      heading: 'How we use information',
      blocks: [
        p('We use personal information to:'),
        ul(
          'create and secure accounts and workspaces, and verify identities and businesses;',
          'take orders, pass them to the supplier you chose, and show their status and delivery in real time;',
          'take payments, hold and release card pre-authorisations, run bank debits, and issue invoices and receipts;',
          'decide on and manage credit terms, with the credit information you allowed us to obtain;',
          'run chat, ratings and support, and settle disputes about orders;',
          'detect and prevent fraud, abuse and security incidents;',
          'improve the marketplace, mostly with aggregated figures such as how long checkout takes or which delivery windows are popular;',
          'send service messages about your orders, account and these policies; and',
          'meet our legal obligations, such as keeping tax records and answering lawful requests.',
        ),
        p(
          'We send marketing emails only with your consent, or where anti-spam law allows it because you are a customer, and every one has an unsubscribe link. In Canada we follow Canada’s anti-spam legislation (CASL); in the United States, the CAN-SPAM Act.',
        ),
        p(
          'Credit decisions may use automated scoring of the information in your application. If a decision about your workspace was made this way, you can ask us to explain the main factors and to have a person review it.',
        ),
      ],
    },
    {
      id: 'job-site-locations',
      heading: 'Job-site locations',
      blocks: [
        p(
          'Job-site addresses and map pins are at the heart of every delivery. We share them with the supplier and the driver assigned to the order, keep them in your workspace so your team can reuse them, and use them to work out which suppliers deliver to the site and what delivery costs.',
        ),
        p(
          'A job-site address can reveal where a person lives when the site is a home. We show it only to the people who need it for the order, we do not publish it with ratings or reviews, and we never sell it or use it for advertising. You can remove a saved job site from your workspace at any time; records of past orders keep the address for as long as we must keep those orders (see ',
          link('Retention', '#retention'),
          ').',
        ),
      ],
    },
    {
      id: 'how-we-share-information',
      heading: 'How we share information',
      blocks: [
        p('We share personal information only as follows:'),
        ul(
          [
            strong('With suppliers, for fulfilment:'),
            ' the name and phone number of the person ordering and of the site contact, the job-site address and pin, the order and its instructions. Suppliers may pass them to their dispatchers and drivers for that order.',
          ],
          [
            strong('With payment processors and banks:'),
            ' to take and refund payments, verify bank accounts and prevent fraud. Our payment processor is certified to the PCI DSS standard for card data.',
          ],
          [
            strong('With financing partners and credit bureaus:'),
            ' when you apply for credit terms, to decide on and manage them.',
          ],
          [
            strong('With your workspace:'),
            ' administrators of your company’s workspace can see the orders, deliveries and messages of its team members.',
          ],
          [
            strong('With service providers:'),
            ' companies that host our systems, send our email and text messages, and provide support tools, under contracts that let them use the information only to serve us and require them to protect it.',
          ],
          [
            strong('With referral partners:'),
            ' only that a referred sign-up happened and whether it qualified for commission; never your orders or contact details.',
          ],
          [
            strong('When the law requires it:'),
            ' to answer a court order or another lawful request, or to protect the safety of people or the security of the marketplace.',
          ],
          [
            strong('In a business transfer:'),
            ' to a company that acquires all or part of BuildMarket, which must keep protecting the information under this policy.',
          ],
        ),
        p(
          'We do not sell personal information, and we do not share it for cross-context behavioural advertising, as those terms are used in California law.',
        ),
      ],
    },
    {
      id: 'retention',
      heading: 'Retention',
      blocks: [
        p(
          'We keep personal information only as long as we need it for the purpose we collected it for, or the law requires:',
        ),
        ul(
          'Account and workspace details: while the account is open, and two years after it is closed, to handle late questions about orders.',
          'Orders, invoices and payment records: seven years after the end of the year of the order, as tax and accounting laws in our three countries require.',
          'Chat messages and delivery photos: three years after the order is completed.',
          'Credit applications and decisions: seven years after the credit account closes.',
          'Contact-form messages: two years; job applications: two years after the position is filled, unless you ask us to delete them sooner.',
          'Server logs: 90 days, unless needed to investigate a security incident.',
        ),
        p(
          'When the period ends we delete the information or make it anonymous so that it no longer identifies anyone.',
        ),
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      blocks: [
        p(
          'We protect personal information with safeguards suited to its sensitivity: encryption in transit on every connection, encryption of stored data, passwords kept only as one-way hashes, access limited to staff who need it and logged, and regular review of our systems and of the service providers we rely on.',
        ),
        p(
          'No system is perfectly secure. If a breach of security safeguards creates a real risk of significant harm to you, we will notify you and the authorities the law names, such as the Office of the Privacy Commissioner of Canada, as soon as feasible, and tell you what you can do to protect yourself.',
        ),
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your privacy rights',
      blocks: [
        p(
          'You can exercise the rights below by writing to our privacy officer at ',
          mail(PRIVACY_OFFICER_EMAIL),
          '. We confirm your identity before acting on a request, usually by asking you to confirm it from the email address or phone number on your account, and we answer within 30 days, or sooner where the law requires. Exercising your rights is free of charge, and we will not treat you differently for doing so.',
        ),
      ],
      subsections: [
        {
          id: 'rights-canada',
          heading: 'Canada',
          blocks: [
            p(
              'Under the Personal Information Protection and Electronic Documents Act (PIPEDA) and provincial privacy laws, including Quebec’s, you can ask to see the personal information we hold about you and how we have used and shared it, have it corrected, withdraw a consent you gave (subject to legal and contractual limits, and knowing that we may then be unable to provide part of the service), and, in Quebec, ask for it in a portable format or have it de-indexed. If you are not satisfied with our answer, you can complain to the Office of the Privacy Commissioner of Canada or your provincial privacy commissioner.',
            ),
          ],
        },
        {
          id: 'rights-united-states',
          heading: 'United States',
          blocks: [
            p(
              'If you live in California, the California Consumer Privacy Act (CCPA), as amended by the California Privacy Rights Act, gives you the right to know what personal information we collect, use and disclose; to have it deleted or corrected; to opt out of its sale or sharing; and to limit the use of sensitive personal information. We do not sell or share personal information, and we use sensitive information (such as account credentials and bank details) only to provide the service. You can use an authorised agent to make a request. Residents of other states with comparable laws have the same rights, and we honour them in the same way.',
            ),
          ],
        },
        {
          id: 'rights-mexico',
          heading: 'Mexico',
          blocks: [
            p(
              'Under the Federal Law on Protection of Personal Data Held by Private Parties (LFPDPPP), you have the rights of access, rectification, cancellation and opposition (ARCO rights), and you can revoke your consent or limit the use of your information. Send your request to ',
              mail(PRIVACY_OFFICER_EMAIL),
              ' with your name, a copy of an identity document, a clear description of the information and the right you want to exercise, and any document that supports the request. We reply within 20 business days and act on an accepted request within 15 business days after that. If you believe your rights were not respected, you can complain to the Mexican data-protection authority.',
            ),
          ],
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      blocks: [
        p(
          'We use only essential cookies and similar storage: the ones that keep you signed in, protect forms against forgery, remember the region you chose and balance traffic between our servers. The marketplace cannot work without them, so they are not switched off by a setting.',
        ),
        p(
          'We do not use advertising cookies, cross-site tracking pixels or third-party analytics that profile you. Our payment processor may set its own fraud-prevention cookies on the checkout and payment pages, which are needed to accept payment safely; this website’s marketing pages set none. Your browser settings let you block or delete cookies, but you will not be able to sign in without them.',
        ),
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        p(
          'The marketplace is a service for businesses and the trades. It is not directed to children, and we do not knowingly collect personal information from anyone under 16. If you believe a child has given us personal information, write to our privacy officer and we will delete it.',
        ),
      ],
    },
    {
      id: 'international-transfers',
      heading: 'International transfers',
      blocks: [
        p(
          'We are based in Canada and store personal information in Canada and the United States. Some of our service providers process it in other countries. Wherever it is processed, we protect it by contract to the standard of this policy, but it may be accessible to the courts and authorities of the country where it is held.',
        ),
        p(
          'When you order from a supplier in another country, your order information goes to that supplier. Where Mexican law requires your consent for a transfer, we ask for it; transfers needed to perform your order or to meet a legal obligation do not require it.',
        ),
      ],
    },
    {
      id: 'changes-to-this-policy',
      heading: 'Changes to this policy',
      blocks: [
        p(
          'We update this policy when our practices or the law change, and we show the date of the current version at the top of this page. If a change affects how we use information you have already given us, we tell you by email or in the app before it takes effect and, where the law requires, ask for your consent again.',
        ),
      ],
    },
    {
      id: 'contact-the-privacy-officer',
      heading: 'Contact the privacy officer',
      blocks: [
        p(
          'For any question or request about your personal information, write to our privacy officer at ',
          mail(PRIVACY_OFFICER_EMAIL),
          `, or by mail to ${COMPANY_LEGAL_NAME}, Attention: Privacy Officer, ${COMPANY_SEAT}.`,
        ),
      ],
    },
  ],
};
