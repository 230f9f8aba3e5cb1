import { beforeEach } from 'vitest';
import { forgetSessionCache } from '../../lambdas/data/sessions';

// Each unit test starts with no remembered session end: the request wrapper reads it again (one GetItem).
beforeEach(() => forgetSessionCache());
