// ESLint 9 and later (Homebrew's eslint) read only this "flat" configuration; ESLint 6 to 8 (Debian's eslint)
// read .eslintrc.json. The rules, parser options and globals are .eslintrc.json's, so both check the same.
import { readFileSync } from 'node:fs';

const shared = JSON.parse(readFileSync(new URL('./.eslintrc.json', import.meta.url), 'utf8'));

export default [
  {
    files: ['**/*.js'],
    languageOptions: {
      ecmaVersion: shared.parserOptions.ecmaVersion,
      sourceType: shared.parserOptions.sourceType,
      globals: shared.globals,
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: shared.rules,
  },
];
