import type { Language } from '../i18n';
import type { Settings } from './reminders';

/** `GET /me`: the signed-in user's profile. */
export interface MeResponse {
  id: string;
  email: string;
  name: string;
  language: Language;
  emailVerified: boolean;
  createdAt: string | null;
  healthDataConsentAt: string | null;
  /** The time zone and reminder settings (`PUT /me/settings` changes them). */
  settings: Settings;
}
