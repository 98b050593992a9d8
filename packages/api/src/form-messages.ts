/**
 * The messages of the developer forms' checks, shared by the server's schemas and
 * the screens that word them in the reader's language. Without zod, so that a screen which
 * only words them does not load it (see catalog.ts).
 */

/** the form's message when a required field is empty, in exactly these words */
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in the required fields completely';
export const MOBILE_MESSAGE = 'Please enter a valid mobile phone number';
export const ID_CARD_MESSAGE = 'Please enter a valid ID card number';
export const CREDIT_CODE_MESSAGE = 'Please enter a valid unified social credit code';
export const EMAIL_MESSAGE = 'Please enter a valid email address';
