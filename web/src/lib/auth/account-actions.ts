/**
 * The account operations the sign-in screen does not need, in their own chunk: they are loaded on first
 * use, which keeps the login route's JavaScript within its budget.
 */
export {
  confirmResetPassword,
  confirmSignUp,
  confirmUserAttribute,
  resendSignUpCode,
  resetPassword,
  signUp,
  updatePassword,
  updateUserAttribute,
  updateUserAttributes,
} from 'aws-amplify/auth';
