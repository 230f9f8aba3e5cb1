import { dispatcher } from '../../lib/http';
import { deleteMe } from './delete';
import { exportData } from './export';
import { importData, importStatus, startUpload } from './import';

export const handler = dispatcher({
  'POST /export/{type}': exportData,
  'POST /import': importData,
  'POST /import/uploads': startUpload,
  'GET /import/{id}': importStatus,
  'DELETE /me': deleteMe,
});
