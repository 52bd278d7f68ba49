// Fails when the committed catalogs are not what `npm run i18n:extract` would write (a message in
// the code that was never extracted, or one that is gone), or when a message has no translation.
// The extraction runs in a temporary copy, so the working tree is never touched. Source references
// (`#: file:line`) are left out of the comparison: they move with every edit above a message.
import { spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import process from 'node:process'
import PO from 'pofile'

const LOCALES_DIR = 'src/i18n/locales'
const catalogPath = (root, locale, name) => join(root, LOCALES_DIR, locale, name)
// Each language has several catalogs (lingui.config.ts): every one extraction writes is checked.
const catalogNames = (root, locale) =>
  readdirSync(join(root, LOCALES_DIR, locale)).filter((name) => name.endsWith('.po'))

/** msgid (with its msgctxt) -> { msgstr, obsolete }, read from a .po file. */
function readCatalog(path) {
  const entries = new Map()
  // pofile (the parser Lingui's own po format uses) keeps the header apart from the items.
  for (const item of PO.parse(readFileSync(path, 'utf8')).items) {
    const key = item.msgctxt == null ? item.msgid : `${item.msgctxt}\u0004${item.msgid}`
    entries.set(key, { msgstr: item.msgstr[0] ?? '', obsolete: item.obsolete })
  }
  return entries
}

function extractInCopy(workDir) {
  cpSync('src', join(workDir, 'src'), { recursive: true })
  cpSync('lingui.config.ts', join(workDir, 'lingui.config.ts'))
  cpSync('package.json', join(workDir, 'package.json'))
  symlinkSync(resolve('node_modules'), join(workDir, 'node_modules'), 'dir')
  return spawnSync(
    join(workDir, 'node_modules', '.bin', 'lingui'),
    ['extract', '--clean', '--overwrite', '--config', join(workDir, 'lingui.config.ts')],
    { cwd: workDir, encoding: 'utf8' },
  )
}

function compareCatalogs(locale, committed, extracted) {
  const problems = []
  for (const [id, entry] of extracted) {
    const before = committed.get(id)
    if (!before || before.obsolete) {
      problems.push(`${locale}: '${id}' is in the code but not in the catalog`)
    } else if (before.msgstr !== entry.msgstr) {
      // Only the source language can differ: extraction rewrites its text from the code.
      problems.push(`${locale}: '${id}' reads differently in the code`)
    }
  }
  for (const [id, entry] of committed) {
    if (!extracted.has(id)) {
      const obsolete = entry.obsolete ? ' (obsolete)' : ''
      problems.push(`${locale}: '${id}' is in the catalog${obsolete} but no longer in the code`)
    } else if (!entry.obsolete && entry.msgstr === '') {
      problems.push(`${locale}: '${id}' has no translation`)
    }
  }
  return problems
}

const locales = readdirSync(LOCALES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const workDir = mkdtempSync(join(tmpdir(), 'i18n-check-'))
const problems = []
try {
  const run = extractInCopy(workDir)
  if (run.status !== 0) {
    problems.push(`lingui extract failed:\n${run.stdout}${run.stderr}`)
  } else {
    for (const locale of locales) {
      for (const name of catalogNames(workDir, locale)) {
        const committed = catalogPath('.', locale, name)
        if (!existsSync(committed)) {
          problems.push(`${locale}: ${name} is not committed`)
          continue
        }
        problems.push(
          ...compareCatalogs(
            `${locale}/${name}`,
            readCatalog(committed),
            readCatalog(catalogPath(workDir, locale, name)),
          ),
        )
      }
    }
  }
} finally {
  rmSync(workDir, { recursive: true, force: true })
}

if (problems.length > 0) {
  process.stderr.write(
    `i18n:check: ${problems.length} problem(s):\n${problems.map((p) => `  ${p}`).join('\n')}\n` +
      'Run `npm run i18n:extract`, translate what is missing in th and en, and commit the catalogs.\n',
  )
  process.exitCode = 1
} else {
  process.stdout.write(
    `i18n catalogs (${locales.join(', ')}) are extracted and fully translated.\n`,
  )
}
