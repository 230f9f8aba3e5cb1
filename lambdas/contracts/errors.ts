/** The error body every API route answers with (architecture section 5). */
export interface ApiErrorBody {
  error: { code: ApiErrorCode; message: string; details?: { path: string; issue: string }[] };
}

export type ApiErrorCode =
  | 'invalid_json'
  | 'validation_failed'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'too_many_requests'
  | 'unavailable'
  | 'internal'
  | 'route_not_found'
  | 'unsupported_media_type'
  | 'day_taken'
  | 'export_unknown'
  | 'export_too_large'
  | 'import_format'
  | 'import_version'
  | 'wrong_password'
  | 'import_missing';
