import styles from './Illustration.module.scss';

/**
 * The hand-drawn mock-ups in public/illustrations/suppliers, each with its intrinsic size (so the
 * browser reserves its box before it loads: no layout shift) and the text it stands for.
 */
const illustrations = {
  storefrontBuildingMaterials: {
    file: 'storefront-building-materials.svg',
    width: 520,
    height: 480,
    alt: 'A phone running a supplier’s own branded app: lumber, drywall, insulation and shingles with prices, and a Buy now button.',
  },
  storefrontConcrete: {
    file: 'storefront-concrete.svg',
    width: 520,
    height: 480,
    alt: 'A phone running a ready-mix producer’s branded app: concrete mixes priced per cubic metre, a pump truck, and a Buy now button.',
  },
  storefrontAggregates: {
    file: 'storefront-aggregates.svg',
    width: 520,
    height: 480,
    alt: 'A phone running an aggregate yard’s branded app: clear stone, granular base, sand and topsoil priced per tonne, and a Buy now button.',
  },
  storefrontBins: {
    file: 'storefront-bins.svg',
    width: 520,
    height: 480,
    alt: 'A phone running a bin-rental company’s branded app: 10, 14, 20 and 40-yard bins with weekly prices, and a Rent now button.',
  },
  buyNowWebsite: {
    file: 'buy-now-website.svg',
    width: 560,
    height: 420,
    alt: 'A supplier’s own website with an orange Buy now button; clicking it opens an order panel with quantity, delivery date and checkout.',
  },
  buyNowConcrete: {
    file: 'buy-now-concrete.svg',
    width: 560,
    height: 420,
    alt: 'A ready-mix producer’s website with a Buy now button that opens an order panel for the mix, volume, slump, pour time and truck spacing.',
  },
  rentNowWebsite: {
    file: 'rent-now-website.svg',
    width: 560,
    height: 420,
    alt: 'A bin-rental company’s website with a Rent now button that opens a booking panel for bin size, drop-off date and rental length.',
  },
  ecommerceWebsite: {
    file: 'ecommerce-website.svg',
    width: 560,
    height: 420,
    alt: 'A full e-commerce website on the supplier’s own domain: product categories, product cards with prices, and a cart.',
  },
  dispatchDashboard: {
    file: 'dispatch-dashboard.svg',
    width: 600,
    height: 420,
    alt: 'The management dashboard: a dispatch map with trucks on their routes to job sites, beside today’s orders and their delivery status.',
  },
  binSizes: {
    file: 'bin-sizes.svg',
    width: 560,
    height: 240,
    alt: 'Four roll-off bins side by side to scale: 10, 14, 20 and 40 cubic yards.',
  },
} as const;

export type IllustrationName = keyof typeof illustrations;

export function Illustration({ name, priority = false }: { name: IllustrationName; priority?: boolean }) {
  const { file, width, height, alt } = illustrations[name];
  return (
    // A plain <img>: these are vector files that next/image would not optimise, and its client
    // component would be the only JavaScript on these pages.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      className={styles.illustration}
      src={`/illustrations/suppliers/${file}`}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
