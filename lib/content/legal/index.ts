import { routes, type MarketingRoute } from '@/lib/routes';

import { partnerTerms } from './partner-terms';
import { privacyPolicy } from './privacy';
import { supplierTerms } from './supplier-terms';
import { termsOfUse } from './terms';
import type { LegalDocumentContent } from './types';

export { partnerTerms, privacyPolicy, supplierTerms, termsOfUse };
export type { LegalDocumentContent } from './types';

/** Every legal page with its route: the pages render them, the tests walk them. */
export const legalPages: readonly { route: MarketingRoute; document: LegalDocumentContent }[] = [
  { route: routes.terms, document: termsOfUse },
  { route: routes.privacy, document: privacyPolicy },
  { route: routes.supplierTerms, document: supplierTerms },
  { route: routes.partnerTerms, document: partnerTerms },
];
