/** The demo jobs on the careers page. */
import type { SeedJob } from '../types';

export const jobs: SeedJob[] = [
  {
    slug: 'growth-marketing-manager-toronto',
    title: 'Growth Marketing Manager',
    direction: 'marketing',
    type: 'fullTime',
    location: 'Toronto, ON (hybrid)',
    salary: 'CA$95,000 – CA$120,000',
    experience: '5+ years',
    description:
      'BuildMarket helps contractors order concrete, aggregates and disposal bins from many suppliers in one place. ' +
      'You will own contractor acquisition in Ontario and British Columbia, from paid search for "concrete delivery near me" to referral programs run with our supplier partners. ' +
      'Your target is simple to state: more first orders, at a lower cost per order, that turn into repeat buyers.',
    requirements: [
      'Five or more years in growth or performance marketing, with at least two years owning a budget.',
      'Hands-on experience with Google Ads, Meta Ads and a product analytics tool such as Amplitude or Mixpanel.',
      'Comfort with SQL or spreadsheets deep enough to build your own cohort and payback analyses.',
      'A track record of running experiments and explaining the results to non-marketers.',
      'Interest in construction, trades or B2B marketplaces; experience selling to small businesses is a plus.',
    ],
    responsibilities: [
      'Plan and run paid, search and lifecycle campaigns that bring contractors to their first order.',
      'Build referral and co-marketing programs with suppliers who use our white-label storefronts.',
      'Own the acquisition dashboard and report weekly on cost per first order and repeat rate.',
      'Work with design on landing pages for each city and product type.',
      'Hire and manage a contractor specialist and an agency as the team grows.',
    ],
    additionalInfo: 'We meet in our King Street East office on Tuesdays and Thursdays.',
    postedDaysAgo: 1,
  },
  {
    slug: 'content-marketing-writer-part-time',
    title: 'Content Marketing Writer (Construction)',
    direction: 'marketing',
    type: 'partTime',
    location: 'Remote, Canada',
    salary: 'CA$45/hour',
    experience: '2+ years',
    description:
      'We are looking for a writer who can explain the difference between 25 and 32 MPa concrete to a homeowner and a site superintendent alike. ' +
      'You will write buying guides, calculator copy and supplier case studies that help customers order the right material the first time. ' +
      'About 20 hours a week, with flexible hours.',
    requirements: [
      'Two or more years writing for a trade, construction, home-improvement or B2B audience.',
      'Working knowledge of basic building materials, or the curiosity to learn from our supplier partners.',
      'Clear, plain English and the discipline to fact-check technical claims.',
      'Familiarity with SEO fundamentals such as search intent, internal links and metadata.',
    ],
    responsibilities: [
      'Write two to three guides a month, such as how much gravel a driveway needs or which bin size fits a roof tear-off.',
      'Interview contractors and suppliers and turn their experience into customer stories.',
      'Keep product descriptions and help-centre articles accurate as our catalogue grows.',
      'Work with the growth manager on topics that match what customers are searching for.',
    ],
    additionalInfo: null,
    postedDaysAgo: 6,
  },
  {
    slug: 'supplier-marketing-lead-san-francisco',
    title: 'Supplier Marketing Lead',
    direction: 'marketing',
    type: 'fullTime',
    location: 'San Francisco, CA (hybrid)',
    salary: 'US$130,000 – US$155,000',
    experience: '4+ years',
    description:
      'Suppliers join BuildMarket to get a branded online storefront and a steady flow of contractor orders. ' +
      'As we expand in California and Texas, you will shape how ready-mix plants, quarries and bin rental companies hear about us and why they switch from phone and fax orders.',
    requirements: [
      'Four or more years in B2B or marketplace marketing, ideally on the supply side.',
      'Experience producing sales enablement material used by an outbound sales team.',
      'Ability to turn customer interviews into clear positioning and messaging.',
      'Comfort presenting at trade shows and industry association events.',
    ],
    responsibilities: [
      'Define positioning for each supplier segment: ready-mix, aggregates, volumetric and rentals.',
      'Produce case studies, one-pagers and demo scripts with the supplier sales team.',
      'Plan our presence at regional construction trade shows and association meetings.',
      'Measure how many storefronts each campaign brings in and how fast they go live.',
      'Collect supplier feedback and share it with the product team every month.',
    ],
    additionalInfo: 'Travel within California and Texas about four days a month.',
    postedDaysAgo: 16,
  },
  {
    slug: 'senior-full-stack-engineer',
    title: 'Senior Full-Stack Engineer (TypeScript)',
    direction: 'development',
    type: 'fullTime',
    location: 'Toronto, ON (hybrid)',
    salary: 'CA$140,000 – CA$170,000',
    experience: '6+ years',
    description:
      'Our web app is built with Next.js, TypeScript, GraphQL and PostgreSQL. ' +
      'You will build the features contractors use every day, such as multi-supplier checkout, delivery windows and order changes on the morning of a pour, and the white-label storefronts suppliers run on our platform.',
    requirements: [
      'Six or more years building production web applications, with at least three in TypeScript.',
      'Solid experience with React and a server-rendered framework such as Next.js.',
      'Good SQL and data-modelling skills in PostgreSQL.',
      'Experience designing and evolving GraphQL or REST APIs used by several clients.',
      'A habit of writing tests and leaving code clearer than you found it.',
    ],
    responsibilities: [
      'Design and ship features end to end, from database schema to UI.',
      'Make checkout correct for prices, quantities, taxes and fees across Canada, the US and Mexico.',
      'Improve performance and reliability of the storefronts suppliers share with their customers.',
      'Review code and mentor other engineers.',
      'Take part in a light, paid on-call rotation.',
    ],
    additionalInfo: null,
    postedDaysAgo: 3,
  },
  {
    slug: 'backend-engineer-dispatch-tracking',
    title: 'Backend Engineer, Dispatch & Tracking',
    direction: 'development',
    type: 'fullTime',
    location: 'Remote, Canada',
    salary: 'CA$120,000 – CA$150,000',
    experience: '4+ years',
    description:
      'Contractors expect to see their concrete truck on a map the way they track a rideshare. ' +
      'You will build the services that take GPS feeds from supplier trucks, match them to orders and send accurate arrival times to crews on site.',
    requirements: [
      'Four or more years building backend services in Node.js, Go or a similar language.',
      'Experience with event-driven systems, queues or stream processing.',
      'Familiarity with geospatial data such as PostGIS, geofencing or routing APIs.',
      'Understanding of how to make services observable with logs, metrics and traces.',
    ],
    responsibilities: [
      'Integrate telematics providers and normalise their location data.',
      'Build ETA and geofence events such as left the plant, on site and pouring.',
      'Send notifications to contractors by SMS, email and in the app.',
      'Keep the tracking pipeline reliable during the 6 am to 9 am morning peak.',
    ],
    additionalInfo: 'Candidates must be able to work Eastern Time hours.',
    postedDaysAgo: 9,
  },
  {
    slug: 'qa-engineer-part-time',
    title: 'QA Engineer',
    direction: 'development',
    type: 'partTime',
    location: 'Ottawa, ON (hybrid)',
    salary: 'CA$55/hour',
    experience: '2+ years',
    description:
      'Ordering the wrong quantity of concrete costs a contractor a day and a supplier a truck. ' +
      'You will help make sure that never happens because of us, by testing ordering, pricing and storefront flows before every release. ' +
      'About 24 hours a week.',
    requirements: [
      'Two or more years of manual and automated testing of web applications.',
      'Experience with Playwright, Cypress or a similar end-to-end testing tool.',
      'Attention to detail with units, decimals, taxes and currencies.',
      'Clear written bug reports that engineers can act on immediately.',
    ],
    responsibilities: [
      'Write and maintain end-to-end tests for checkout and order management.',
      'Test each release on desktop and mobile browsers.',
      'Check quantity rules such as minimum order and increments for every product type.',
      'Triage bug reports from contractors and suppliers with the support team.',
    ],
    additionalInfo: null,
    postedDaysAgo: 21,
  },
  {
    slug: 'senior-product-designer',
    title: 'Senior Product Designer',
    direction: 'design',
    type: 'fullTime',
    location: 'San Francisco, CA (hybrid)',
    salary: 'US$150,000 – US$180,000',
    experience: '5+ years',
    description:
      'Our users order materials from a truck cab, a muddy site or a dispatch desk at 5 am. ' +
      'You will design the ordering, tracking and invoicing experience for contractors, and the tools suppliers use to run their storefronts and dispatch. ' +
      'You will spend real time on job sites and in batch plants.',
    requirements: [
      'Five or more years of product design, with shipped work on complex, transactional products.',
      'A portfolio that shows research, interaction design and visual craft.',
      'Fluency in Figma, including building and maintaining a design system.',
      'Experience designing mobile-first interfaces for people who work outdoors.',
      'Comfort presenting design decisions to engineers, suppliers and leadership.',
    ],
    responsibilities: [
      'Lead design for contractor ordering and real-time delivery tracking.',
      'Run site visits and usability sessions with contractors and supplier dispatchers.',
      'Evolve our design system so white-label storefronts stay on brand for each supplier.',
      'Work closely with engineers from first sketch to release.',
    ],
    additionalInfo: null,
    postedDaysAgo: 12,
  },
  {
    slug: 'brand-designer-part-time',
    title: 'Brand and Marketing Designer',
    direction: 'design',
    type: 'partTime',
    location: 'Remote, Canada',
    salary: 'CA$50/hour',
    experience: '3+ years',
    description:
      'We need a designer to give BuildMarket a clear, practical visual voice across the website, trade show booths and supplier co-marketing. ' +
      'The work ranges from city landing pages to truck decals for partner suppliers. About 15–20 hours a week.',
    requirements: [
      'Three or more years of brand or marketing design.',
      'A portfolio with web layouts, illustration or iconography, and print work.',
      'Fluency in Figma and the Adobe Creative Suite.',
      'Ability to work within a brand system and extend it with care.',
    ],
    responsibilities: [
      'Design landing pages, ads and email templates for the marketing team.',
      'Create co-branded material for supplier partners.',
      'Maintain our illustration and icon library for materials and equipment.',
      'Prepare print files for trade show booths and signage.',
    ],
    additionalInfo: 'Portfolio links are required; applications without one will not be reviewed.',
    postedDaysAgo: 27,
  },
  {
    slug: 'ux-researcher-part-time',
    title: 'UX Researcher',
    direction: 'design',
    type: 'partTime',
    location: 'Toronto, ON (hybrid)',
    salary: 'CA$60/hour',
    experience: '3+ years',
    description:
      'We want to understand how small contractors plan pours, compare suppliers and handle a truck that arrives late. ' +
      'You will run field research with contractors and suppliers in Ontario and share findings that shape what we build next quarter. ' +
      'About 20 hours a week for an initial six months.',
    requirements: [
      'Three or more years of qualitative user research.',
      'Experience with contextual inquiry or field studies outside an office setting.',
      'Skill in synthesising findings into clear, prioritised recommendations.',
      "A valid driver's licence and willingness to visit job sites in the GTA.",
    ],
    responsibilities: [
      'Plan and run interviews and site visits with contractors, dispatchers and plant managers.',
      'Recruit participants through our supplier partners and customer base.',
      'Share findings in short write-ups and recorded highlights.',
      'Help designers and engineers run their own lightweight research.',
    ],
    additionalInfo: 'Personal protective equipment is provided for site visits.',
    postedDaysAgo: 34,
  },
];
