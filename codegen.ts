import type { CodegenConfig } from '@graphql-codegen/cli';

// Everything is generated from the local schema file and operations: codegen never needs a
// network or a running server. `npm run codegen:check` in CI fails when the output is stale.
const config: CodegenConfig = {
  schema: 'graphql/schema.graphql',
  documents: ['graphql/operations/**/*.graphql'],
  ignoreNoDocuments: true,
  emitLegacyCommonJSImports: false,
  generates: {
    'graphql/generated/client/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { enumsAsTypes: true, useTypeImports: true, skipTypename: true, scalars: { ID: 'string' } },
    },
    'graphql/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '@/server/graphql/context#GraphQLContext',
        useIndexSignature: false,
        scalars: { ID: 'string' },
        mappers: {
          Job: '@/server/services/site/jobs#JobRecord',
          Partner: '@/server/services/site/partners#PartnerRecord',
          Office: '@/server/services/site/company#OfficeRecord',
          CustomerStory: '@/server/services/site/company#CustomerStoryRecord',
          Supplier: '@/server/services/catalogue/suppliers#SupplierRecord',
          Producer: '@/server/services/catalogue/producers#ProducerRecord',
          SupplierWorkspace: '@/server/services/supplier-desk/workspace#SupplierWorkspaceRecord',
          Viewer: '@/server/services/accounts/accounts#ViewerRecord',
          Company: '@/server/services/accounts/accounts#CompanyRecord',
          AuthPayload: '@/server/services/accounts/accounts#AuthPayloadRecord',
          Order: '@/server/services/orders/orders#OrderRecord',
          SupplierOrder: '@/server/services/supplier-desk/supplier-orders#SupplierOrderRecord',
          SupplierApiOrder: '@/server/services/supplier-desk/supplier-orders#SupplierOrderRecord',
          SupplierApiLoad: '@/server/services/delivery/loads#OrderLoadRecord',
          OrderLoad: '@/server/services/delivery/loads#OrderLoadRecord',
          DriverLoad: '@/server/services/delivery/driver-steps#DriverLoadRecord',
          Truck: '@/server/services/delivery/fleet#TruckRecord',
          OrderRequest: '@/server/services/delivery/pour-day#OrderRequestRecord',
          OrderDispute: '@/server/services/orders/disputes#OrderDisputeRecord',
          QualityPaper: '@/server/services/catalogue/quality-papers#QualityPaperRecord',
          JobSite: '@/server/services/orders/job-sites#JobSiteRecord',
          SupplierProduct: '@/server/services/catalogue/supplier-catalogue#SupplierProductRecord',
          CompanyMembership: '@/server/services/accounts/accounts#MembershipRecord',
          OrderPayment: '@/server/services/payments/records#OrderPaymentRecord',
          PaymentMethod: '@/server/services/payments/records#PaymentMethodRecord',
          CreditAccount: '@/server/services/payments/credit#CreditAccountRecord',
          PaymentLink: '@/server/services/payments/payment-links#PaymentLinkRecord',
          PaymentLinkView: '@/server/services/payments/payment-link-view#PaymentLinkViewRecord',
          ProducerScorecard: '@/server/services/orders/scorecards#SupplierScorecardRecord',
          SupplierScorecard: '@/server/services/orders/scorecards#SupplierScorecardRecord',
        },
      },
    },
    'graphql/generated/type-defs.ts': {
      plugins: ['./scripts/codegen-type-defs.cjs'],
    },
  },
  // Each client document in a module of its own, so a page loads only the documents it uses
  // (scripts/codegen-split-documents.mjs says why).
  hooks: { afterAllFileWrite: ['node scripts/codegen-split-documents.mjs', 'prettier --write'] },
};

export default config;
