import { dispatcher } from '../../lib/http';
import { deleteMe } from './delete';
import { importData, importStatus, startUpload } from './import';

export const handler = dispatcher({
  'POST /import': importData,
  'POST /import/uploads': startUpload,
  'GET /import/{id}': importStatus,
  'DELETE /me': deleteMe,
});
