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
          Job: '@/server/services/jobs#JobRecord',
          Partner: '@/server/services/partners#PartnerRecord',
          Office: '@/server/services/company#OfficeRecord',
          CustomerStory: '@/server/services/company#CustomerStoryRecord',
          Supplier: '@/server/services/suppliers#SupplierRecord',
          Viewer: '@/server/services/accounts#ViewerRecord',
          Company: '@/server/services/accounts#CompanyRecord',
          AuthPayload: '@/server/services/accounts#AuthPayloadRecord',
          Order: '@/server/services/ordering/orders#OrderRecord',
          SupplierOrder: '@/server/services/ordering/supplier-orders#SupplierOrderRecord',
          SupplierApiOrder: '@/server/services/ordering/supplier-orders#SupplierOrderRecord',
          SupplierApiLoad: '@/server/services/ordering/dispatch#OrderLoadRecord',
          OrderLoad: '@/server/services/ordering/dispatch#OrderLoadRecord',
          DriverLoad: '@/server/services/ordering/dispatch#DriverLoadRecord',
          Truck: '@/server/services/ordering/dispatch#TruckRecord',
          OrderRequest: '@/server/services/ordering/pour-day#OrderRequestRecord',
          CompanyMembership: '@/server/services/accounts#MembershipRecord',
          OrderPayment: '@/server/services/payments/records#OrderPaymentRecord',
          PaymentMethod: '@/server/services/payments/records#PaymentMethodRecord',
          CreditAccount: '@/server/services/payments/credit#CreditAccountRecord',
          PaymentLink: '@/server/services/payments/payment-links#PaymentLinkRecord',
          PaymentLinkView: '@/server/services/payments/payment-links#PaymentLinkViewRecord',
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
