import type { GraphQLResolveInfo } from 'graphql';
import type { JobRecord } from '@/server/services/jobs';
import type { PartnerRecord } from '@/server/services/partners';
import type { OfficeRecord, CustomerStoryRecord } from '@/server/services/company';
import type { SupplierRecord } from '@/server/services/suppliers';
import type { ViewerRecord, CompanyRecord, AuthPayloadRecord } from '@/server/services/accounts';
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

export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** Access token for the person's own account (account-level operations such as accepting an invitation). */
  mainToken: Scalars['String']['output'];
  user: Viewer;
};

export type City = {
  __typename?: 'City';
  countryCode: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Province or state code. */
  regionCode: Scalars['String']['output'];
};

/** A contractor's workspace. */
export type Company = {
  __typename?: 'Company';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Referral credit usable at checkout, in cents. */
  referralCreditCents: Scalars['Int']['output'];
};

export type ContractorSignUpInput = {
  fullName: Scalars['String']['input'];
  identity: IdentityInput;
  /** The same password as identity.password. */
  password: Scalars['String']['input'];
  /** Any usual format; stored in E.164 (+ and digits). */
  phone: Scalars['String']['input'];
  /** Another contractor's referral code: the new company gets the referral credit. */
  referralCode?: InputMaybe<Scalars['String']['input']>;
  /** Where the sign-up comes from, e.g. web. */
  source: Scalars['String']['input'];
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

export type IdentityInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
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

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type Mutation = {
  __typename?: 'Mutation';
  /** Creates a contractor with a company workspace and signs them in (spec: contractorSignUp). */
  contractorSignUp: AuthPayload;
  /** Exchanges the refresh token of the `x-refresh-token` request header for new tokens. */
  refreshSession: AuthPayload;
  /** Signs in with an email or a phone number (with or without +), and the password. */
  signIn: AuthPayload;
  /** Ends the session of the `x-refresh-token` request header (revokes its token family). */
  signOut: Scalars['Boolean']['output'];
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationContractorSignUpArgs = {
  input: ContractorSignUpInput;
};

/**
 * Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
 * `authorization: Bearer <token>` response header and the new refresh token in `x-refresh-token`;
 * the main token is in the payload.
 */
export type MutationSignInArgs = {
  input: SignInInput;
};

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
  /** The signed-in person (ordinary or main token in `authorization`); null when signed out. */
  me?: Maybe<Viewer>;
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

export type SignInInput = {
  /** An email, or a phone number with or without +. */
  login: Scalars['String']['input'];
  password: Scalars['String']['input'];
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

/** The signed-in person. */
export type Viewer = {
  __typename?: 'Viewer';
  /** The company the ordinary token acts within; null when the person belongs to none. */
  company?: Maybe<Company>;
  email: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** E.164: + and digits. */
  phone?: Maybe<Scalars['String']['output']>;
  /** The person's code for referral links. */
  referralCode: Scalars['String']['output'];
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
  AuthPayload: ResolverTypeWrapper<AuthPayloadRecord>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  City: ResolverTypeWrapper<City>;
  Company: ResolverTypeWrapper<CompanyRecord>;
  ContractorSignUpInput: ContractorSignUpInput;
  CustomerStory: ResolverTypeWrapper<CustomerStoryRecord>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IdentityInput: IdentityInput;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Job: ResolverTypeWrapper<JobRecord>;
  JobDirection: JobDirection;
  JobFilter: JobFilter;
  JobList: ResolverTypeWrapper<Omit<JobList, 'values'> & { values: Array<ResolversTypes['Job']> }>;
  JobType: JobType;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Office: ResolverTypeWrapper<OfficeRecord>;
  Partner: ResolverTypeWrapper<PartnerRecord>;
  PartnerFilter: PartnerFilter;
  PartnerList: ResolverTypeWrapper<Omit<PartnerList, 'values'> & { values: Array<ResolversTypes['Partner']> }>;
  ProductCategory: ResolverTypeWrapper<ProductCategory>;
  ProductType: ProductType;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SignInInput: SignInInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Supplier: ResolverTypeWrapper<SupplierRecord>;
  SupplierFilter: SupplierFilter;
  SupplierList: ResolverTypeWrapper<Omit<SupplierList, 'values'> & { values: Array<ResolversTypes['Supplier']> }>;
  Viewer: ResolverTypeWrapper<ViewerRecord>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AuthPayload: AuthPayloadRecord;
  Boolean: Scalars['Boolean']['output'];
  City: City;
  Company: CompanyRecord;
  ContractorSignUpInput: ContractorSignUpInput;
  CustomerStory: CustomerStoryRecord;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  IdentityInput: IdentityInput;
  Int: Scalars['Int']['output'];
  Job: JobRecord;
  JobFilter: JobFilter;
  JobList: Omit<JobList, 'values'> & { values: Array<ResolversParentTypes['Job']> };
  Mutation: Record<PropertyKey, never>;
  Office: OfficeRecord;
  Partner: PartnerRecord;
  PartnerFilter: PartnerFilter;
  PartnerList: Omit<PartnerList, 'values'> & { values: Array<ResolversParentTypes['Partner']> };
  ProductCategory: ProductCategory;
  Query: Record<PropertyKey, never>;
  SignInInput: SignInInput;
  String: Scalars['String']['output'];
  Supplier: SupplierRecord;
  SupplierFilter: SupplierFilter;
  SupplierList: Omit<SupplierList, 'values'> & { values: Array<ResolversParentTypes['Supplier']> };
  Viewer: ViewerRecord;
};

export type AuthPayloadResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload'],
> = {
  mainToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
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

export type CompanyResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Company'] = ResolversParentTypes['Company'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  referralCreditCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type MutationResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
  contractorSignUp?: Resolver<
    ResolversTypes['AuthPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationContractorSignUpArgs, 'input'>
  >;
  refreshSession?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType>;
  signIn?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'input'>>;
  signOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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
  me?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
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

export type ViewerResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer'],
> = {
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referralCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  City?: CityResolvers<ContextType>;
  Company?: CompanyResolvers<ContextType>;
  CustomerStory?: CustomerStoryResolvers<ContextType>;
  Job?: JobResolvers<ContextType>;
  JobList?: JobListResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Office?: OfficeResolvers<ContextType>;
  Partner?: PartnerResolvers<ContextType>;
  PartnerList?: PartnerListResolvers<ContextType>;
  ProductCategory?: ProductCategoryResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Supplier?: SupplierResolvers<ContextType>;
  SupplierList?: SupplierListResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
};
