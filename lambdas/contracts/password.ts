/**
 * The password rule (architecture: ASVS level 2): at least 8 characters, up to 256, no composition rules,
 * and the most common passwords refused in the form. Cognito's policy enforces the minimum server-side.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

/** Frequent passwords of 8+ characters, from public breach lists, with Italian favourites. Lower case. */
// Stryker disable StringLiteral: data, not logic. Each entry is one password of a published list; a test that
// every entry is refused would read this same list. tests/unit/password.test.ts checks a hand-written sample.
const COMMON = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '12345678910',
  '87654321',
  '11111111',
  '00000000',
  '88888888',
  '11223344',
  '12341234',
  '12121212',
  '123123123',
  '147258369',
  '987654321',
  '1q2w3e4r',
  '1qaz2wsx',
  'password',
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'qwertyui',
  'qwertyuiop',
  'qwerty123',
  'qwerty12',
  'asdfghjk',
  'asdfghjkl',
  'zxcvbnm1',
  'iloveyou',
  'iloveyou1',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'welcome1',
  'welcome123',
  'superman',
  'trustno1',
  'starwars',
  'whatever',
  'computer',
  'michelle',
  'jennifer',
  'corvette',
  'mercedes',
  'internet',
  'abcd1234',
  'abc12345',
  'abcdefgh',
  'letmein1',
  'changeme',
  'aa123456',
  'a1234567',
  'monkey123',
  'dragon123',
  'admin123',
  'administrator',
  'benvenuto',
  'benvenuti',
  'ciaociao',
  'ciao1234',
  'ciao12345',
  'juventus',
  'juventus1',
  'forzajuve',
  'forzainter',
  'forzamilan',
  'forzanapoli',
  'forzaroma',
  'napoli1926',
  'internazionale',
  'ferrari1',
  'francesca',
  'alessandro',
  'alessandra',
  'giuseppe',
  'federica',
  'valentina',
  'tiamotanto',
  'tiamo123',
  'amoremio',
  'passwordsalute',
  'salute123',
  'mariarosa',
  'napoletano',
  'vaffanculo',
  'stellina',
  'topolino',
  'paperino',
  'cagliari',
  'domenico',
  'lorenzo1',
  'mamma123',
  'papà1234',
  'papa1234',
  'famiglia',
  'sorriso1',
  'italia123',
  'italia2006',
]);
// Stryker restore StringLiteral

export type PasswordProblem = 'required' | 'tooShort' | 'tooLong' | 'tooCommon';

export function passwordProblem(password: string): PasswordProblem | undefined {
  // Only spaces is no password at all.
  if (password.trim().length === 0) return 'required';
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (COMMON.has(password.toLowerCase())) return 'tooCommon';
  return undefined;
}

/** A pragmatic address check (the server and Cognito have the last word). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
