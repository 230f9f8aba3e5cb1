import { beforeEach } from 'vitest';
import { forgetSessionCache } from '../../lambdas/data/sessions';

// The list cursors' key, as the twin and the stack provide it (a test may change it to see a cursor refused).
process.env.CURSOR_KEY ??= '00'.repeat(32);

// Each unit test starts with no remembered session end: the request wrapper reads it again (one GetItem).
beforeEach(() => forgetSessionCache());
