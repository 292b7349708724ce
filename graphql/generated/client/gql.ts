/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation ContractorSignUp($input: ContractorSignUpInput!) {\n  contractorSignUp(input: $input) {\n    user {\n      ...ViewerFields\n    }\n    mainToken\n  }\n}": typeof types.ContractorSignUpDocument,
    "query CustomerStories {\n  customerStories {\n    id\n    logo\n    message\n    author\n    position\n    title\n    ratingImage\n  }\n}": typeof types.CustomerStoriesDocument,
    "query JobDetails($id: ID!) {\n  jobDetails(id: $id) {\n    id\n    title\n    direction\n    type\n    location\n    salary\n    experience\n    description\n    requirements\n    responsibilities\n    additionalInfo\n    postedAt\n  }\n}": typeof types.JobDetailsDocument,
    "query Jobs($skip: Int, $limit: Int, $filter: JobFilter) {\n  jobs(skip: $skip, limit: $limit, filter: $filter) {\n    values {\n      id\n      title\n      direction\n      type\n      location\n      salary\n      postedAt\n    }\n    count\n  }\n}": typeof types.JobsDocument,
    "query Me {\n  me {\n    ...ViewerFields\n  }\n}": typeof types.MeDocument,
    "query Offices {\n  offices {\n    id\n    location\n    address\n  }\n}": typeof types.OfficesDocument,
    "query ProductCategories {\n  productCategories {\n    type\n    supplierCount\n    productCount\n  }\n}": typeof types.ProductCategoriesDocument,
    "mutation RefreshSession {\n  refreshSession {\n    user {\n      ...ViewerFields\n    }\n    mainToken\n  }\n}": typeof types.RefreshSessionDocument,
    "mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    user {\n      ...ViewerFields\n    }\n    mainToken\n  }\n}": typeof types.SignInDocument,
    "mutation SignOut {\n  signOut\n}": typeof types.SignOutDocument,
    "query Suppliers($skip: Int, $limit: Int, $filter: SupplierFilter) {\n  suppliers(skip: $skip, limit: $limit, filter: $filter) {\n    values {\n      id\n      name\n      description\n      logo\n      rating\n      ratingCount\n      homeCity {\n        name\n        regionCode\n        countryCode\n      }\n      productTypes\n    }\n    count\n  }\n}": typeof types.SuppliersDocument,
    "fragment ViewerFields on Viewer {\n  id\n  email\n  phone\n  fullName\n  referralCode\n  company {\n    id\n    name\n    referralCreditCents\n  }\n}": typeof types.ViewerFieldsFragmentDoc,
    "query VisiblePartners {\n  partners(filter: {visibleOnly: true}) {\n    values {\n      id\n      name\n      code\n      logo\n    }\n  }\n}": typeof types.VisiblePartnersDocument,
};
const documents: Documents = {
    "mutation ContractorSignUp($input: ContractorSignUpInput!) {\n  contractorSignUp(input: $input) {\n    user {\n      ...ViewerFields\n    }\n    mainToken\n  }\n}": types.ContractorSignUpDocument,
    "query CustomerStories {\n  customerStories {\n    id\n    logo\n    message\n    author\n    position\n    title\n    ratingImage\n  }\n}": types.CustomerStoriesDocument,
    "query JobDetails($id: ID!) {\n  jobDetails(id: $id) {\n    id\n    title\n    direction\n    type\n    location\n    salary\n    experience\n    description\n    requirements\n    responsibilities\n    additionalInfo\n    postedAt\n  }\n}": types.JobDetailsDocument,
    "query Jobs($skip: Int, $limit: Int, $filter: JobFilter) {\n  jobs(skip: $skip, limit: $limit, filter: $filter) {\n    values {\n      id\n      title\n      direction\n      type\n      location\n      salary\n      postedAt\n    }\n    count\n  }\n}": types.JobsDocument,
    "query Me {\n  me {\n    ...ViewerFields\n  }\n}": types.MeDocument,
    "query Offices {\n  offices {\n    id\n    location\n    address\n  }\n}": types.OfficesDocument,
    "query ProductCategories {\n  productCategories {\n    type\n    supplierCount\n    productCount\n  }\n}": types.ProductCategoriesDocument,
    "mutation RefreshSession {\n  refreshSession {\n    user {\n      ...ViewerFields\n    }\n    mainToken\n  }\n}": types.RefreshSessionDocument,
    "mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    user {\n      ...ViewerFields\n    }\n    mainToken\n  }\n}": types.SignInDocument,
    "mutation SignOut {\n  signOut\n}": types.SignOutDocument,
    "query Suppliers($skip: Int, $limit: Int, $filter: SupplierFilter) {\n  suppliers(skip: $skip, limit: $limit, filter: $filter) {\n    values {\n      id\n      name\n      description\n      logo\n      rating\n      ratingCount\n      homeCity {\n        name\n        regionCode\n        countryCode\n      }\n      productTypes\n    }\n    count\n  }\n}": types.SuppliersDocument,
    "fragment ViewerFields on Viewer {\n  id\n  email\n  phone\n  fullName\n  referralCode\n  company {\n    id\n    name\n    referralCreditCents\n  }\n}": types.ViewerFieldsFragmentDoc,
    "query VisiblePartners {\n  partners(filter: {visibleOnly: true}) {\n    values {\n      id\n      name\n      code\n      logo\n    }\n  }\n}": types.VisiblePartnersDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ContractorSignUp($input: ContractorSignUpInput!) {\n  contractorSignUp(input: $input) {\n    user {\n      ...ViewerFields\n    }\n    mainToken\n  }\n}"): (typeof documents)["mutation ContractorSignUp($input: ContractorSignUpInput!) {\n  contractorSignUp(input: $input) {\n    user {\n      ...ViewerFields\n    }\n    mainToken\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CustomerStories {\n  customerStories {\n    id\n    logo\n    message\n    author\n    position\n    title\n    ratingImage\n  }\n}"): (typeof documents)["query CustomerStories {\n  customerStories {\n    id\n    logo\n    message\n    author\n    position\n    title\n    ratingImage\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JobDetails($id: ID!) {\n  jobDetails(id: $id) {\n    id\n    title\n    direction\n    type\n    location\n    salary\n    experience\n    description\n    requirements\n    responsibilities\n    additionalInfo\n    postedAt\n  }\n}"): (typeof documents)["query JobDetails($id: ID!) {\n  jobDetails(id: $id) {\n    id\n    title\n    direction\n    type\n    location\n    salary\n    experience\n    description\n    requirements\n    responsibilities\n    additionalInfo\n    postedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Jobs($skip: Int, $limit: Int, $filter: JobFilter) {\n  jobs(skip: $skip, limit: $limit, filter: $filter) {\n    values {\n      id\n      title\n      direction\n      type\n      location\n      salary\n      postedAt\n    }\n    count\n  }\n}"): (typeof documents)["query Jobs($skip: Int, $limit: Int, $filter: JobFilter) {\n  jobs(skip: $skip, limit: $limit, filter: $filter) {\n    values {\n      id\n      title\n      direction\n      type\n      location\n      salary\n      postedAt\n    }\n    count\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    ...ViewerFields\n  }\n}"): (typeof documents)["query Me {\n  me {\n    ...ViewerFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Offices {\n  offices {\n    id\n    location\n    address\n  }\n}"): (typeof documents)["query Offices {\n  offices {\n    id\n    location\n    address\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductCategories {\n  productCategories {\n    type\n    supplierCount\n    productCount\n  }\n}"): (typeof documents)["query ProductCategories {\n  productCategories {\n    type\n    supplierCount\n    productCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefreshSession {\n  refreshSession {\n    user {\n      ...ViewerFields\n    }\n    mainToken\n  }\n}"): (typeof documents)["mutation RefreshSession {\n  refreshSession {\n    user {\n      ...ViewerFields\n    }\n    mainToken\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    user {\n      ...ViewerFields\n    }\n    mainToken\n  }\n}"): (typeof documents)["mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    user {\n      ...ViewerFields\n    }\n    mainToken\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignOut {\n  signOut\n}"): (typeof documents)["mutation SignOut {\n  signOut\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Suppliers($skip: Int, $limit: Int, $filter: SupplierFilter) {\n  suppliers(skip: $skip, limit: $limit, filter: $filter) {\n    values {\n      id\n      name\n      description\n      logo\n      rating\n      ratingCount\n      homeCity {\n        name\n        regionCode\n        countryCode\n      }\n      productTypes\n    }\n    count\n  }\n}"): (typeof documents)["query Suppliers($skip: Int, $limit: Int, $filter: SupplierFilter) {\n  suppliers(skip: $skip, limit: $limit, filter: $filter) {\n    values {\n      id\n      name\n      description\n      logo\n      rating\n      ratingCount\n      homeCity {\n        name\n        regionCode\n        countryCode\n      }\n      productTypes\n    }\n    count\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ViewerFields on Viewer {\n  id\n  email\n  phone\n  fullName\n  referralCode\n  company {\n    id\n    name\n    referralCreditCents\n  }\n}"): (typeof documents)["fragment ViewerFields on Viewer {\n  id\n  email\n  phone\n  fullName\n  referralCode\n  company {\n    id\n    name\n    referralCreditCents\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VisiblePartners {\n  partners(filter: {visibleOnly: true}) {\n    values {\n      id\n      name\n      code\n      logo\n    }\n  }\n}"): (typeof documents)["query VisiblePartners {\n  partners(filter: {visibleOnly: true}) {\n    values {\n      id\n      name\n      code\n      logo\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;