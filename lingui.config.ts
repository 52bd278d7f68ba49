import { defineConfig } from '@lingui/conf'

// Lao is the source language and the fallback. Messages carry a stable id (screen.meaning)
// and their Lao text in the code; Thai and English are translations in the .po catalogs.
/** The code the home screen paints with: the app's shell, the shared UI, the session and the games. */
const FIRST_SCREEN_SOURCES = [
  '<rootDir>/src/app/**',
  '<rootDir>/src/ui/**',
  '<rootDir>/src/session/**',
  '<rootDir>/src/features/sign-in/**',
  '<rootDir>/src/routes/__root.tsx',
  '<rootDir>/src/routes/index.tsx',
  '<rootDir>/src/features/games/**',
  '<rootDir>/src/lib/**',
]

export default defineConfig({
  sourceLocale: 'lo',
  locales: ['lo', 'th', 'en'],
  fallbackLocales: { default: 'lo' },
  // Two catalogs per language, so the home screen's first paint does not download every screen's
  // text: first-screen holds the shell around every screen and the home screen; messages holds the
  // rest and loads right after the first paint (src/i18n/activate-locale.ts). A message used on both
  // sides is extracted into both.
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/first-screen',
      include: FIRST_SCREEN_SOURCES,
    },
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.gen.ts', '**/schema.d.ts', ...FIRST_SCREEN_SOURCES],
    },
  ],
  format: 'po',
  orderBy: 'messageId',
})
