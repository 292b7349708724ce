import type { GraphQLResolveInfo } from 'graphql';
import type { JobRecord } from '@/server/services/jobs';
import type { PartnerRecord } from '@/server/services/partners';
import type { OfficeRecord, CustomerStoryRecord } from '@/server/services/company';
import type { SupplierRecord } from '@/server/services/suppliers';
import type { GraphQLContext } from '@/server/graphql/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
};

export type City = {
  __typename?: 'City';
  countryCode: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Province or state code. */
  regionCode: Scalars['String']['output'];
};

export type CustomerStory = {
  __typename?: 'CustomerStory';
  author: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** URL path of the customer's logo. */
  logo: Scalars['String']['output'];
  message: Scalars['String']['output'];
  position: Scalars['String']['output'];
  /** URL path of a rating image that replaces the title. */
  ratingImage?: Maybe<Scalars['String']['output']>;
  /** A short title; absent when a rating image stands in its place. */
  title?: Maybe<Scalars['String']['output']>;
};

export type Job = {
  __typename?: 'Job';
  additionalInfo?: Maybe<Scalars['String']['output']>;
  /** Plain text; may contain basic HTML markup, which clients sanitise before display. */
  description: Scalars['String']['output'];
  direction: JobDirection;
  experience: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  location: Scalars['String']['output'];
  /** ISO 8601 date-time. */
  postedAt: Scalars['String']['output'];
  requirements: Array<Scalars['String']['output']>;
  responsibilities: Array<Scalars['String']['output']>;
  salary: Scalars['String']['output'];
  title: Scalars['String']['output'];
  type: JobType;
};

export type JobDirection = 'design' | 'development' | 'marketing';

export type JobFilter = {
  direction?: InputMaybe<JobDirection>;
  type?: InputMaybe<JobType>;
};

export type JobList = {
  __typename?: 'JobList';
  /** How many jobs match, regardless of skip and limit. */
  count: Scalars['Int']['output'];
  values: Array<Job>;
};

export type JobType = 'fullTime' | 'partTime';

export type Office = {
  __typename?: 'Office';
  address: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The office's name as shown, e.g. Toronto. */
  location: Scalars['String']['output'];
};

export type Partner = {
  __typename?: 'Partner';
  /** The partner's public code, carried by its buy-now buttons and referral links. */
  code: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** URL path of the partner's logo. */
  logo: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type PartnerFilter = {
  /** Only partners who agreed to be shown publicly. */
  visibleOnly?: InputMaybe<Scalars['Boolean']['input']>;
};

export type PartnerList = {
  __typename?: 'PartnerList';
  values: Array<Partner>;
};

export type ProductCategory = {
  __typename?: 'ProductCategory';
  productCount: Scalars['Int']['output'];
  supplierCount: Scalars['Int']['output'];
  type: ProductType;
};

export type ProductType = 'aggregates' | 'readyMix' | 'rentals' | 'volumetric';

export type Query = {
  __typename?: 'Query';
  /** Stories of customers, for the customer-stories carousel. */
  customerStories: Array<CustomerStory>;
  /** One open position; NOT_FOUND when it does not exist or is no longer published. */
  jobDetails: Job;
  /** Open positions, newest first. `limit` is 1 to 50. */
  jobs: JobList;
  /** The company's offices, in display order. */
  offices: Array<Office>;
  /** Partners of the marketplace, for logo walls and the button generator. */
  partners: PartnerList;
  /** The product categories (one per product type) with how many suppliers offer each. */
  productCategories: Array<ProductCategory>;
  /** Suppliers on the marketplace, best rated first. `limit` is 1 to 50. */
  suppliers: SupplierList;
};

export type QueryJobDetailsArgs = {
  id: Scalars['ID']['input'];
};

export type QueryJobsArgs = {
  filter?: InputMaybe<JobFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};

export type QueryPartnersArgs = {
  filter?: InputMaybe<PartnerFilter>;
};

export type QuerySuppliersArgs = {
  filter?: InputMaybe<SupplierFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};

export type Supplier = {
  __typename?: 'Supplier';
  description: Scalars['String']['output'];
  homeCity: City;
  id: Scalars['ID']['output'];
  /** URL path of the supplier's logo, when it has one. */
  logo?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  productTypes: Array<ProductType>;
  /** Average rating out of 5. */
  rating: Scalars['Float']['output'];
  ratingCount: Scalars['Int']['output'];
};

export type SupplierFilter = {
  productType?: InputMaybe<ProductType>;
};

export type SupplierList = {
  __typename?: 'SupplierList';
  count: Scalars['Int']['output'];
  values: Array<Supplier>;
};

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<
  TResult,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<
  TResult,
  TKey extends string,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo,
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  obj: T,
  context: TContext,
  info: GraphQLResolveInfo,
) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<
  TResult = Record<PropertyKey, never>,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  City: ResolverTypeWrapper<City>;
  CustomerStory: ResolverTypeWrapper<CustomerStoryRecord>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Job: ResolverTypeWrapper<JobRecord>;
  JobDirection: JobDirection;
  JobFilter: JobFilter;
  JobList: ResolverTypeWrapper<Omit<JobList, 'values'> & { values: Array<ResolversTypes['Job']> }>;
  JobType: JobType;
  Office: ResolverTypeWrapper<OfficeRecord>;
  Partner: ResolverTypeWrapper<PartnerRecord>;
  PartnerFilter: PartnerFilter;
  PartnerList: ResolverTypeWrapper<Omit<PartnerList, 'values'> & { values: Array<ResolversTypes['Partner']> }>;
  ProductCategory: ResolverTypeWrapper<ProductCategory>;
  ProductType: ProductType;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Supplier: ResolverTypeWrapper<SupplierRecord>;
  SupplierFilter: SupplierFilter;
  SupplierList: ResolverTypeWrapper<Omit<SupplierList, 'values'> & { values: Array<ResolversTypes['Supplier']> }>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  City: City;
  CustomerStory: CustomerStoryRecord;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Job: JobRecord;
  JobFilter: JobFilter;
  JobList: Omit<JobList, 'values'> & { values: Array<ResolversParentTypes['Job']> };
  Office: OfficeRecord;
  Partner: PartnerRecord;
  PartnerFilter: PartnerFilter;
  PartnerList: Omit<PartnerList, 'values'> & { values: Array<ResolversParentTypes['Partner']> };
  ProductCategory: ProductCategory;
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
  Supplier: SupplierRecord;
  SupplierFilter: SupplierFilter;
  SupplierList: Omit<SupplierList, 'values'> & { values: Array<ResolversParentTypes['Supplier']> };
};

export type CityResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['City'] = ResolversParentTypes['City'],
> = {
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  regionCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerStoryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['CustomerStory'] = ResolversParentTypes['CustomerStory'],
> = {
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ratingImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type JobResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Job'] = ResolversParentTypes['Job'],
> = {
  additionalInfo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  direction?: Resolver<ResolversTypes['JobDirection'], ParentType, ContextType>;
  experience?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requirements?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  responsibilities?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  salary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['JobType'], ParentType, ContextType>;
};

export type JobListResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['JobList'] = ResolversParentTypes['JobList'],
> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['Job']>, ParentType, ContextType>;
};

export type OfficeResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Office'] = ResolversParentTypes['Office'],
> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PartnerResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Partner'] = ResolversParentTypes['Partner'],
> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PartnerListResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PartnerList'] = ResolversParentTypes['PartnerList'],
> = {
  values?: Resolver<Array<ResolversTypes['Partner']>, ParentType, ContextType>;
};

export type ProductCategoryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ProductCategory'] = ResolversParentTypes['ProductCategory'],
> = {
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  supplierCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
};

export type QueryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  customerStories?: Resolver<Array<ResolversTypes['CustomerStory']>, ParentType, ContextType>;
  jobDetails?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<QueryJobDetailsArgs, 'id'>>;
  jobs?: Resolver<ResolversTypes['JobList'], ParentType, ContextType, RequireFields<QueryJobsArgs, 'limit' | 'skip'>>;
  offices?: Resolver<Array<ResolversTypes['Office']>, ParentType, ContextType>;
  partners?: Resolver<ResolversTypes['PartnerList'], ParentType, ContextType, Partial<QueryPartnersArgs>>;
  productCategories?: Resolver<Array<ResolversTypes['ProductCategory']>, ParentType, ContextType>;
  suppliers?: Resolver<
    ResolversTypes['SupplierList'],
    ParentType,
    ContextType,
    RequireFields<QuerySuppliersArgs, 'limit' | 'skip'>
  >;
};

export type SupplierResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Supplier'] = ResolversParentTypes['Supplier'],
> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  homeCity?: Resolver<ResolversTypes['City'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productTypes?: Resolver<Array<ResolversTypes['ProductType']>, ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  ratingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SupplierListResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SupplierList'] = ResolversParentTypes['SupplierList'],
> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['Supplier']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  City?: CityResolvers<ContextType>;
  CustomerStory?: CustomerStoryResolvers<ContextType>;
  Job?: JobResolvers<ContextType>;
  JobList?: JobListResolvers<ContextType>;
  Office?: OfficeResolvers<ContextType>;
  Partner?: PartnerResolvers<ContextType>;
  PartnerList?: PartnerListResolvers<ContextType>;
  ProductCategory?: ProductCategoryResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Supplier?: SupplierResolvers<ContextType>;
  SupplierList?: SupplierListResolvers<ContextType>;
};
