import { dispatcher } from '../../lib/http';
import { deleteMe } from './delete';
import { exportData } from './export';
import { importData } from './import';

export const handler = dispatcher({
  'POST /export/{type}': exportData,
  'POST /import': importData,
  'DELETE /me': deleteMe,
});
