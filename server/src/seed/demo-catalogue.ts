import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseCatalogueFile, type CatalogueFile } from '../modules/catalogue/catalogue-file.ts'

export const demoCataloguePath = resolve(import.meta.dirname, '../../catalogue/demo-catalogue.json')

/** The demo shop's catalogue, the file `npm run catalogue:import` would load, checked the same way. */
export function readDemoCatalogue(): CatalogueFile {
  return parseCatalogueFile(JSON.parse(readFileSync(demoCataloguePath, 'utf8')))
}
