// Generates src/routeTree.gen.ts without a dev server (clean checkout, CI, before `tsc`).
// Keep the options in step with tanstackRouter() in vite.config.ts.
import { Generator, getConfig } from '@tanstack/router-generator'

const root = process.cwd()
const config = getConfig(
  {
    target: 'react',
    routesDirectory: 'src/routes',
    generatedRouteTree: 'src/routeTree.gen.ts',
    quoteStyle: 'single',
    semicolons: false,
  },
  root,
)

await new Generator({ config, root }).run()
console.log(`Route tree written to ${config.generatedRouteTree}`)
