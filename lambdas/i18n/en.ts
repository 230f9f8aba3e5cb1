import type { ServerCatalog } from './it';

export const en: ServerCatalog = {
  errors: {
    invalid_json: 'The request body is not valid JSON.',
    validation_failed: 'Some data is not valid: {{details}}',
    unauthorized: 'The user is not authenticated',
    forbidden: 'You are not allowed to do this.',
    not_found: 'Item not found.',
    conflict: 'The data was changed in the meantime. Reload and try again.',
    payload_too_large: 'The request is too large.',
    too_many_requests: 'Too many requests. Please try again later.',
    unavailable: 'The service cannot be reached right now. Please try again shortly.',
    internal: 'An error occurred. Please try again.',
    route_not_found: 'Address not found.',
  },
  validation: {
    cursor: 'the page cursor is not valid: start again from the first page',
    uuid: 'invalid identifier (a UUID is needed)',
    idempotency: 'the submission id is missing (Idempotency-Key, a UUID)',
    required: 'required field',
    invalid_type: 'wrong type',
    too_small: 'value too small',
    too_big: 'value too large',
    invalid_format: 'invalid format',
    invalid_value: 'value not allowed',
    unrecognized_keys: 'unexpected field',
    invalid: 'invalid value',
  },
  emails: {
    signUp: {
      subject: '{{product}}: your verification code',
      greeting: 'Hi {{name}},',
      body: 'thank you for signing up to {{product}}. To verify your e-mail address, enter this code:',
      footer: 'If you did not sign up, please ignore this message.',
    },
    resendCode: {
      subject: '{{product}}: your new verification code',
      greeting: 'Hi {{name}},',
      body: 'here is your new code to verify your e-mail address:',
      footer: 'If you did not ask for a new code, please ignore this message.',
    },
    forgotPassword: {
      subject: '{{product}}: reset your password',
      greeting: 'Hi {{name}},',
      body: 'we received a request to reset your password. Use this code to choose a new one:',
      footer: 'If you did not ask for a reset, ignore this message: your password stays the same.',
    },
    updateAttribute: {
      subject: '{{product}}: confirm your new e-mail address',
      greeting: 'Hi {{name}},',
      body: 'to confirm your new e-mail address, enter this code:',
      footer: 'If you did not ask for this change, contact us at once.',
    },
    codeLabel: 'Code',
    codeValidity: 'The code is valid for 24 hours.',
    defaultName: 'User',
  },
};
