/**
 * The product's validation messages, word for word from the spec (section 5). Forms and
 * resolvers both use these through the schemas in this folder.
 */
export const messages = {
  required: 'Required',
  email: 'Incorrect E-mail',
  phone: 'Incorrect Phone Number',
  minLength: (length: number) => `Must be ${length} characters or more`,
  maxLength: (length: number) => `Must be ${length} characters or less`,
  exactLength: (length: number) => `Must be exactly ${length} characters`,
  url: 'Invalid URL',
  invalid: 'Invalid',
  passwordLowercase: 'Password must contain at least one lowercase letter',
  passwordUppercase: 'Password must contain at least one uppercase letter',
  passwordNumber: 'Password must contain at least one number',
  passwordLength: 'Password must contain 8 or more characters',
  passwordMatch: 'Password should match',
  quantityStep: (value: string | number) => `Partial requires step ${value}`,
  quantityMax: (value: string | number) => `Can't be more than ${value}`,
  quantityMin: (value: string | number) => `Can't be less than ${value}`,
  messageEmpty: 'Message can not be empty',
  /** Not the spec's: text with a control character (or a line break in a single-line field) or broken Unicode. */
  unsafeText: 'Must not contain control or invalid characters',
} as const;
