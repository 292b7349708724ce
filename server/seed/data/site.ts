/** The public site's demo content: the partners (with their buy-now buttons' codes) and the customer stories. */
import type { SeedCustomerStory, SeedPartner } from '../types';

export const partners: SeedPartner[] = [
  {
    code: 'NORTHPEAK',
    name: 'NorthPeak Ready Mix',
    logo: '/logos/partners/northpeak.svg',
    visible: true,
    supplierSlug: 'northpeak-ready-mix',
    sortOrder: 1,
  },
  {
    code: 'BAYCITY',
    name: 'Bay City Ready Mix',
    logo: '/logos/partners/baycity.svg',
    visible: true,
    supplierSlug: 'bay-city-ready-mix',
    sortOrder: 2,
  },
  {
    code: 'LAKESHORE',
    name: 'Lakeshore Bin Rentals',
    logo: '/logos/partners/lakeshore.svg',
    visible: true,
    supplierSlug: 'lakeshore-bin-rentals',
    sortOrder: 3,
  },
  {
    code: 'COASTLINE',
    name: 'Coastline Concrete & Gravel',
    logo: '/logos/partners/coastline.svg',
    visible: true,
    supplierSlug: 'coastline-concrete',
    sortOrder: 4,
  },
  {
    code: 'LONESTAR',
    name: 'Lone Star Aggregates',
    logo: '/logos/partners/lonestar.svg',
    visible: true,
    supplierSlug: 'lone-star-aggregates',
    sortOrder: 5,
  },
  {
    code: 'IRONBRIDGE',
    name: 'Ironbridge Trade Credit',
    logo: '/logos/partners/ironbridge.svg',
    visible: true,
    supplierSlug: null,
    sortOrder: 6,
  },
  {
    code: 'GOLDENGATE',
    name: 'Golden Gate Dumpsters',
    logo: '/logos/partners/goldengate.svg',
    visible: false,
    supplierSlug: 'golden-gate-dumpsters',
    sortOrder: 7,
  },
  {
    code: 'TRUCKWISE',
    name: 'Truckwise Telematics',
    logo: '/logos/partners/truckwise.svg',
    visible: false,
    supplierSlug: null,
    sortOrder: 8,
  },
];

export const customerStories: SeedCustomerStory[] = [
  {
    author: 'Daniela Ruiz',
    position: 'Operations Manager, Keystone Builders',
    message:
      'Our site supers order concrete at night for a 7 am pour and get the confirmation before they leave the trailer. ' +
      'We see every truck on the map from the moment it leaves the plant, so the finishing crew is never standing around. ' +
      'Phone calls to dispatch are down by more than half.',
    logo: '/logos/stories/keystone-builders.svg',
    ratingImage: '/images/rating-5.svg',
    title: null,
    sortOrder: 1,
  },
  {
    author: 'Marcus Bell',
    position: 'Owner, Bell & Harrow Contracting',
    message:
      'We buy gravel, concrete and bins from five different suppliers, and now it all lands on one statement with 120-day terms. ' +
      'That lets us pay suppliers after our own draw comes in instead of carrying the cost on a line of credit.',
    logo: '/logos/stories/bell-harrow-contracting.svg',
    ratingImage: null,
    title: 'One statement, 120-day terms',
    sortOrder: 2,
  },
  {
    author: 'Priya Natarajan',
    position: 'General Manager, NorthPeak Ready Mix',
    message:
      'Our branded storefront was live in a week, and orders arrive with the site address, pour time and slump already filled in. ' +
      'Contractors track our trucks in real time, so the "where is my load?" calls have almost stopped and our dispatchers can focus on scheduling.',
    logo: '/logos/stories/northpeak-ready-mix.svg',
    ratingImage: null,
    title: 'Our own storefront in a week',
    sortOrder: 3,
  },
];
