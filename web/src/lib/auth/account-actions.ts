/**
 * The account operations the sign-in screen does not need, in their own chunk: they are loaded on first
 * use, which keeps the login route's JavaScript within its budget.
 */
export {
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  confirmUserAttribute,
  resendSignUpCode,
  resetPassword,
  signUp,
  updatePassword,
  updateUserAttribute,
  updateUserAttributes,
  fetchMFAPreference,
  setUpTOTP,
  updateMFAPreference,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
