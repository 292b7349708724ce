// Generated from graphql/schema.graphql by npm run codegen. Do not edit.
export const typeDefs = /* GraphQL */ `
  """
  The marketplace API. The app serves it at /api/gql (embedded mode) or talks to \${API_URL}/gql
  (external mode); the names the product spec fixes are kept so an existing backend keeps working.

  Expected errors carry \`extensions.code\`:
  - BAD_USER_INPUT: an argument failed validation; \`extensions.fields\` maps field to message.
  - NOT_FOUND: the requested record does not exist.
  - RATE_LIMITED: too many attempts in a short time; the message says when to try again and
    \`extensions.retryAfterSeconds\` how long to wait.
  - UNAUTHENTICATED: the operation needs a signed-in user, or the refresh token is unknown, expired
    or revoked.
  - INVALID_CREDENTIALS: sign-in with an unknown login or a wrong password.
  - EMAIL_TAKEN / PHONE_TAKEN: sign-up with an email or phone that already has an account;
    \`extensions.fields\` names the field.
  Anything else is masked as "Unexpected error." and logged on the server.
  """
  schema {
    query: Query
    mutation: Mutation
  }

  type AuthPayload {
    """
    Access token for the person's own account (account-level operations such as accepting an invitation).
    """
    mainToken: String!
    user: Viewer!
  }

  type City {
    countryCode: String!
    id: ID!
    name: String!
    """
    Province or state code.
    """
    regionCode: String!
  }

  """
  A contractor's workspace.
  """
  type Company {
    id: ID!
    name: String!
    """
    Referral credit usable at checkout, in cents.
    """
    referralCreditCents: Int!
  }

  input ContractorSignUpInput {
    fullName: String!
    identity: IdentityInput!
    """
    The same password as identity.password.
    """
    password: String!
    """
    Any usual format; stored in E.164 (+ and digits).
    """
    phone: String!
    """
    Another contractor's referral code: the new company gets the referral credit.
    """
    referralCode: String
    """
    Where the sign-up comes from, e.g. web.
    """
    source: String!
  }

  type CustomerStory {
    author: String!
    id: ID!
    """
    URL path of the customer's logo.
    """
    logo: String!
    message: String!
    position: String!
    """
    URL path of a rating image that replaces the title.
    """
    ratingImage: String
    """
    A short title; absent when a rating image stands in its place.
    """
    title: String
  }

  input IdentityInput {
    email: String!
    password: String!
  }

  type Job {
    additionalInfo: String
    """
    Plain text; may contain basic HTML markup, which clients sanitise before display.
    """
    description: String!
    direction: JobDirection!
    experience: String!
    id: ID!
    location: String!
    """
    ISO 8601 date-time.
    """
    postedAt: String!
    requirements: [String!]!
    responsibilities: [String!]!
    salary: String!
    title: String!
    type: JobType!
  }

  enum JobDirection {
    design
    development
    marketing
  }

  input JobFilter {
    direction: JobDirection
    type: JobType
  }

  type JobList {
    """
    How many jobs match, regardless of skip and limit.
    """
    count: Int!
    values: [Job!]!
  }

  enum JobType {
    fullTime
    partTime
  }

  """
  Sessions. Signing up, signing in and refreshing answer with the ordinary access token in the
  \`authorization: Bearer <token>\` response header and the new refresh token in \`x-refresh-token\`;
  the main token is in the payload.
  """
  type Mutation {
    """
    Creates a contractor with a company workspace and signs them in (spec: contractorSignUp).
    """
    contractorSignUp(input: ContractorSignUpInput!): AuthPayload!
    """
    Exchanges the refresh token of the \`x-refresh-token\` request header for new tokens.
    """
    refreshSession: AuthPayload!
    """
    Signs in with an email or a phone number (with or without +), and the password.
    """
    signIn(input: SignInInput!): AuthPayload!
    """
    Ends the session of the \`x-refresh-token\` request header (revokes its token family).
    """
    signOut: Boolean!
  }

  type Office {
    address: String!
    id: ID!
    """
    The office's name as shown, e.g. Toronto.
    """
    location: String!
  }

  type Partner {
    """
    The partner's public code, carried by its buy-now buttons and referral links.
    """
    code: String!
    id: ID!
    """
    URL path of the partner's logo.
    """
    logo: String!
    name: String!
  }

  input PartnerFilter {
    """
    Only partners who agreed to be shown publicly.
    """
    visibleOnly: Boolean
  }

  type PartnerList {
    values: [Partner!]!
  }

  type ProductCategory {
    productCount: Int!
    supplierCount: Int!
    type: ProductType!
  }

  enum ProductType {
    aggregates
    readyMix
    rentals
    volumetric
  }

  type Query {
    """
    Stories of customers, for the customer-stories carousel.
    """
    customerStories: [CustomerStory!]!
    """
    One open position; NOT_FOUND when it does not exist or is no longer published.
    """
    jobDetails(id: ID!): Job!
    """
    Open positions, newest first. \`limit\` is 1 to 50.
    """
    jobs(filter: JobFilter, limit: Int = 10, skip: Int = 0): JobList!
    """
    The signed-in person (ordinary or main token in \`authorization\`); null when signed out.
    """
    me: Viewer
    """
    The company's offices, in display order.
    """
    offices: [Office!]!
    """
    Partners of the marketplace, for logo walls and the button generator.
    """
    partners(filter: PartnerFilter): PartnerList!
    """
    The product categories (one per product type) with how many suppliers offer each.
    """
    productCategories: [ProductCategory!]!
    """
    Suppliers on the marketplace, best rated first. \`limit\` is 1 to 50.
    """
    suppliers(filter: SupplierFilter, limit: Int = 12, skip: Int = 0): SupplierList!
  }

  input SignInInput {
    """
    An email, or a phone number with or without +.
    """
    login: String!
    password: String!
  }

  type Supplier {
    description: String!
    homeCity: City!
    id: ID!
    """
    URL path of the supplier's logo, when it has one.
    """
    logo: String
    name: String!
    productTypes: [ProductType!]!
    """
    Average rating out of 5.
    """
    rating: Float!
    ratingCount: Int!
  }

  input SupplierFilter {
    productType: ProductType
  }

  type SupplierList {
    count: Int!
    values: [Supplier!]!
  }

  """
  The signed-in person.
  """
  type Viewer {
    """
    The company the ordinary token acts within; null when the person belongs to none.
    """
    company: Company
    email: String!
    fullName: String!
    id: ID!
    """
    E.164: + and digits.
    """
    phone: String
    """
    The person's code for referral links.
    """
    referralCode: String!
  }
`;
