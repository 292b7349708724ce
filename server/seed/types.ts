/**
 * Shapes of the demo data in ./data/. Every entry has a natural key (iso2, slug, sku, code,
 * author, location) so that seeding is idempotent: running it again inserts only what is missing.
 */
export type ProductTypeKey = 'readyMix' | 'aggregates' | 'volumetric' | 'rentals';
export type ProductUnitKey = 'm3' | 'yd' | 'tonne' | 'ton';

export interface SeedCountry {
  iso2: string;
  name: string;
  dialCode: string;
  phoneFormat: string;
  priority: number;
  postalCodePlaceholder: string | null;
  /** ISO 4217 code of the prices of products sold in this country. */
  currency: 'CAD' | 'USD' | 'MXN';
}

export interface SeedCity {
  slug: string;
  name: string;
  countryIso2: string;
  regionCode: string;
  areaCodes: string[];
  taxRateBps: number;
  /** The city centre (WGS 84): where a delivery ETA aims until the site's own position is known. */
  latitude: number;
  longitude: number;
  /** IANA time zone: the local time of every order delivered here. */
  timeZone: string;
}

export interface SeedOffice {
  location: string;
  citySlug: string;
  address: string;
  sortOrder: number;
}

export interface SeedProduct {
  sku: string;
  type: ProductTypeKey;
  name: string;
  description: string;
  unit: ProductUnitKey;
  priceCents: number;
  /** Decimal strings in the product's unit. */
  minimumOrder: string;
  quantityIncrement: string;
  maximumOrder: string;
  feeMinCents: number | null;
  feeMaxCents: number | null;
  colors: string[];
}

export interface SeedSupplier {
  slug: string;
  name: string;
  description: string;
  homeCitySlug: string;
  serviceCitySlugs: string[];
  rating: string;
  ratingCount: number;
  logo: string | null;
  products: SeedProduct[];
}

export interface SeedPartner {
  code: string;
  name: string;
  logo: string;
  visible: boolean;
  supplierSlug: string | null;
  sortOrder: number;
}

export interface SeedCustomerStory {
  author: string;
  position: string;
  message: string;
  logo: string;
  ratingImage: string | null;
  title: string | null;
  sortOrder: number;
}

export interface SeedJob {
  slug: string;
  title: string;
  direction: 'marketing' | 'development' | 'design';
  type: 'fullTime' | 'partTime';
  location: string;
  salary: string;
  experience: string;
  description: string;
  requirements: string[];
  responsibilities: string[];
  additionalInfo: string | null;
  /** Days before the seed date; keeps the listing order stable. */
  postedDaysAgo: number;
}
