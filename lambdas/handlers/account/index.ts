import { dispatcher, loadedOnUse } from '../../lib/http';
import { deleteMe } from './delete';
import { importData, importStatus, startUpload } from './import';

export const handler = dispatcher({
  // The PDF, its fonts, the calendar and the FHIR bundle load with the first export, not with every start.
  'POST /export/{type}': loadedOnUse(async () => (await import('./export')).exportData),
  'POST /import': importData,
  'POST /import/uploads': startUpload,
  'GET /import/{id}': importStatus,
  'DELETE /me': deleteMe,
});
