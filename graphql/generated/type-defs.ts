// Generated from graphql/schema.graphql by npm run codegen. Do not edit.
export const typeDefs = /* GraphQL */ `
  """
  The marketplace API. The app serves it at /api/gql (embedded mode) or talks to \${API_URL}/gql
  (external mode); the names the product spec fixes are kept so an existing backend keeps working.

  Expected errors carry \`extensions.code\`:
  - BAD_USER_INPUT: an argument failed validation; \`extensions.fields\` maps field to message.
  - NOT_FOUND: the requested record does not exist.
  Anything else is masked as "Unexpected error." and logged on the server.
  """
  schema {
    query: Query
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
`;
