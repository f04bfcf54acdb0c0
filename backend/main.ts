import { serve } from '@hono/node-server'
import { createBackend } from './app.ts'

/** Standalone embedded Store API: `npm run backend` (PORT, DATABASE_PATH, MAINTENANCE_MODE). */
const port = Number(process.env.PORT ?? 8000)
const databasePath = process.env.DATABASE_PATH ?? 'data/shop.sqlite'
const backend = await createBackend({ databasePath, maintenance: process.env.MAINTENANCE_MODE === '1' })
const server = serve({ fetch: backend.fetch, port }, (info) => {
  console.log(`Store API on http://localhost:${info.port}/store-api (sw-access-key: ${backend.accessKey})`)
})

function shutdown(): void {
  server.close(() => {
    backend.close()
    process.exit(0)
  })
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
