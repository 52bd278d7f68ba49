import { defineConfig } from '@lingui/conf'

// Lao is the source language and the fallback. Messages carry a stable id (screen.meaning)
// and their Lao text in the code; Thai and English are translations in the .po catalogs.
export default defineConfig({
  sourceLocale: 'lo',
  locales: ['lo', 'th', 'en'],
  fallbackLocales: { default: 'lo' },
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.gen.ts', '**/schema.d.ts'],
    },
  ],
  format: 'po',
  orderBy: 'messageId',
})
