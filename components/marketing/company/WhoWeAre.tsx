import blocks from '@/components/marketing/contractors/blocks.module.scss';
import type { MarketingFigures } from '@/components/marketing/contractors/ClaimsStrip';
import { plural } from '@/lib/format';

/** The company story (the footer's "Who we are" link lands here); its reach is counted when the page renders. */
export function WhoWeAre({ figures }: { figures: MarketingFigures }) {
  return (
    <div className={blocks.split}>
      <div>
        <p>
          BuildMarket started at the dispatch desk of a ready-mix plant in Toronto. Our co-founder Maya Lindqvist ran
          dispatch there for eight years and watched the same morning repeat itself: phones ringing from five
          o&apos;clock, orders written on sticky notes, trucks waiting at sites that were not ready, and contractors
          with no way to tell whether their concrete had left the plant.
        </p>
        <p>
          She teamed up with Daniel Okafor, an engineer who had built tracking software for freight carriers, to put the
          whole order online, from the quote to the truck on the map to the invoice. The first suppliers were plants and
          yards around the Greater Toronto Area. Today contractors order through BuildMarket in{' '}
          {plural(figures.cities, 'city', 'cities')} across {plural(figures.countries, 'country', 'countries')}.
        </p>
        <p>
          We are dispatchers, engineers, designers and former site supers working from Toronto, San Francisco and
          Ottawa. We still spend early mornings on job sites and in dispatch offices, because that is where our product
          is used, and where we find out what to build next.
        </p>
      </div>
      {/* A local SVG from public/: next/image would not optimise it and would add client code. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src="/illustrations/company/who-we-are.svg"
        alt=""
        width={560}
        height={400}
        loading="lazy"
        decoding="async"
        className={blocks.illustration}
      />
    </div>
  );
}
