import 'server-only';

import type { MutationResolvers, Resolvers } from '@/graphql/generated/resolvers';
import { idSchema } from '@/lib/validation';
import { qualityPaperAttachSchema } from '@/lib/validation/quality-papers';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { requireCatalogueEditor } from '@/server/services/catalogue/supplier-catalogue';
import {
  attachQualityPaper,
  papersInForceByProduct,
  papersOfJobSite,
  papersOfOrder,
  removeQualityPaper,
  signedJobSitePapersPath,
  signedQualityPaperPath,
} from '@/server/services/catalogue/quality-papers';

/**
 * Quality papers in the API: the supplier attaches and removes them; its catalogue's products,
 * the contractor's orders and job sites list them with signed links. Each parent is already
 * scoped to its reader (the member's own catalogue, the company's own order or job site), so a
 * link is only ever given to who may open it.
 */

export const qualityPaperMutations: Pick<
  MutationResolvers,
  'supplierQualityPaperAttach' | 'supplierQualityPaperRemove'
> = {
  supplierQualityPaperAttach: async (_parent, { input }, context) => {
    const values = parseInput(qualityPaperAttachSchema, input);
    const member = await requireCatalogueEditor(context.db, await requireViewer(context));
    return attachQualityPaper(context.db, member, values);
  },
  supplierQualityPaperRemove: async (_parent, { id }, context) => {
    const paperId = parseInput(idSchema, id, { _: 'id' });
    const member = await requireCatalogueEditor(context.db, await requireViewer(context));
    return removeQualityPaper(context.db, member, paperId);
  },
};

export const qualityPaperFields: Resolvers['QualityPaper'] = {
  addedAt: (paper) => paper.addedAt.toISOString(),
  url: (paper) => signedQualityPaperPath(paper.id),
};

export const productQualityPapersField: Pick<NonNullable<Resolvers['SupplierProduct']>, 'qualityPapers'> = {
  qualityPapers: async (product, _args, { db }) =>
    (await papersInForceByProduct(db, [product.id])).get(product.id) ?? [],
};

export const orderQualityPapersField: Pick<NonNullable<Resolvers['Order']>, 'qualityPapers'> = {
  qualityPapers: (order, _args, { db }) => papersOfOrder(db, order.id),
};

export const jobSitePapersFields: Pick<NonNullable<Resolvers['JobSite']>, 'qualityPaperCount' | 'qualityPapersUrl'> = {
  qualityPaperCount: async (site, _args, { db }) => (await papersOfJobSite(db, site.companyId, site.id)).length,
  qualityPapersUrl: (site) => signedJobSitePapersPath(site.companyId, site.id),
};
