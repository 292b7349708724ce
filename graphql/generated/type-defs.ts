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

  type Query {
    """
    One open position; NOT_FOUND when it does not exist or is no longer published.
    """
    jobDetails(id: ID!): Job!
    """
    Open positions, newest first. \`limit\` is 1 to 50.
    """
    jobs(filter: JobFilter, limit: Int = 10, skip: Int = 0): JobList!
    """
    Partners of the marketplace, for logo walls and the button generator.
    """
    partners(filter: PartnerFilter): PartnerList!
  }
`;
