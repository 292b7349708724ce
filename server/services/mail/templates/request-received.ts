import 'server-only';

import { publicEnv } from '@/lib/env';
import { routes } from '@/lib/routes';
import { PARTNER_PRODUCT_TYPES, type PartnerProductType } from '@/lib/validation/start-selling';

import { absoluteUrl, renderMail, type RenderedMail } from '../layout';

export interface RequestReceivedData {
  companyName: string;
  productType: PartnerProductType;
  uniqueProductCount: number;
}

/** To a supplier who asked to start selling (the partner form at /request-info), once the request is stored. */
export function requestReceivedMail(request: RequestReceivedData, siteUrl: string = publicEnv.siteUrl): RenderedMail {
  const productType =
    PARTNER_PRODUCT_TYPES.find((type) => type.value === request.productType)?.label ?? request.productType;
  return renderMail(
    {
      subject: 'We received your request to sell on BuildMarket',
      heading: 'Thank you for your interest in selling on BuildMarket',
      intro: [
        'Hello,',
        `We received the request from ${request.companyName}. Our supplier team will contact you within one business day to set up your storefront.`,
      ],
      facts: {
        caption: 'Your request',
        rows: [
          { label: 'Company', value: request.companyName },
          { label: 'Products', value: productType },
          { label: 'Unique products', value: request.uniqueProductCount.toLocaleString('en-US') },
        ],
      },
      action: { label: 'What suppliers get', url: absoluteUrl(siteUrl, routes.suppliers.path) },
    },
    siteUrl,
  );
}
