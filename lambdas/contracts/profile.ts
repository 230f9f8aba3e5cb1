import type { Language } from '../i18n';

/** `GET /me`: the signed-in user's profile. */
export interface MeResponse {
  id: string;
  email: string;
  name: string;
  language: Language;
  emailVerified: boolean;
  createdAt: string | null;
  healthDataConsentAt: string | null;
}
