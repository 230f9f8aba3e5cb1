import { dispatcher } from '../../lib/http';
import { exportData } from './export';

/**
 * The person's data as a file (JSON, CSV, the visit brief's PDF, the calendar, FHIR): a function of its own,
 * so the PDF engine and its fonts are loaded by the starts of this function only, not by the account's.
 */
export const handler = dispatcher({ 'POST /export/{type}': exportData });
