import { writeFileSync } from 'node:fs'
import { renderStoreApiDoc, storeApiCoverage } from '../backend/test-support/store-api-doc.ts'

/** Writes docs/store-api.md (`npm run docs:store-api`); see backend/test-support/store-api-doc.ts. */
writeFileSync('docs/store-api.md', renderStoreApiDoc())
const { operations, implemented } = storeApiCoverage()
console.log(
  `docs/store-api.md: ${implemented.length} of ${operations.length} Store API operations implemented`,
)
