import type { GraphQLResolveInfo } from 'graphql';
import type { JobRecord } from '@/server/services/jobs';
import type { PartnerRecord } from '@/server/services/partners';
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

export type Query = {
  __typename?: 'Query';
  /** One open position; NOT_FOUND when it does not exist or is no longer published. */
  jobDetails: Job;
  /** Open positions, newest first. `limit` is 1 to 50. */
  jobs: JobList;
  /** Partners of the marketplace, for logo walls and the button generator. */
  partners: PartnerList;
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
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Job: ResolverTypeWrapper<JobRecord>;
  JobDirection: JobDirection;
  JobFilter: JobFilter;
  JobList: ResolverTypeWrapper<Omit<JobList, 'values'> & { values: Array<ResolversTypes['Job']> }>;
  JobType: JobType;
  Partner: ResolverTypeWrapper<PartnerRecord>;
  PartnerFilter: PartnerFilter;
  PartnerList: ResolverTypeWrapper<Omit<PartnerList, 'values'> & { values: Array<ResolversTypes['Partner']> }>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Job: JobRecord;
  JobFilter: JobFilter;
  JobList: Omit<JobList, 'values'> & { values: Array<ResolversParentTypes['Job']> };
  Partner: PartnerRecord;
  PartnerFilter: PartnerFilter;
  PartnerList: Omit<PartnerList, 'values'> & { values: Array<ResolversParentTypes['Partner']> };
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
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

export type QueryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  jobDetails?: Resolver<ResolversTypes['Job'], ParentType, ContextType, RequireFields<QueryJobDetailsArgs, 'id'>>;
  jobs?: Resolver<ResolversTypes['JobList'], ParentType, ContextType, RequireFields<QueryJobsArgs, 'limit' | 'skip'>>;
  partners?: Resolver<ResolversTypes['PartnerList'], ParentType, ContextType, Partial<QueryPartnersArgs>>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  Job?: JobResolvers<ContextType>;
  JobList?: JobListResolvers<ContextType>;
  Partner?: PartnerResolvers<ContextType>;
  PartnerList?: PartnerListResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
};
